// bindgen-flags: -- -std=c++17
// The curiously recurring template pattern: a class derives from a template
// instantiated with itself; the base names the derived class only through
// pointers, or not at all.

template <typename Derived> struct Counted {
  static int instances;
  int serial;
};

template <typename Derived> struct Chained {
  Derived *next;
  Derived *prev;
};

struct Widget : Counted<Widget> {
  int width;
};

struct Node : Chained<Node> {
  int payload;
};

struct Both : Counted<Both>, Chained<Both> {
  char tag;
};

int widget_area(const Widget *w);
Node *node_next(Node *n);
