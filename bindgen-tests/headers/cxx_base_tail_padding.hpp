// bindgen-flags: 
// A derived class whose first member sits in its base's tail padding (the
// Itanium ABI reuses it for non-POD bases): no Rust struct with a `_base`
// field has that layout, so the class is an opaque blob of the right size.

struct Node {
  virtual int weight() const;
  int id;
};

struct Leaf : Node {
  int payload;
};

struct Branch : Node {
  long children;
};
