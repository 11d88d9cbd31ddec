// bindgen-flags: --with-derive-default -- -x c++ -std=c++17
// A class template whose parameters no member uses is a plain struct; when
// a member cannot derive `Default` (a class with a vtable) it gets the
// zero-filling `impl Default`, as upstream's.
struct Widget {
    virtual int draw();
    int id;
};

template <typename Tag>
struct Labelled {
    Widget widget;
    int order;
};

struct Panel {
    Labelled<char> title;
};
