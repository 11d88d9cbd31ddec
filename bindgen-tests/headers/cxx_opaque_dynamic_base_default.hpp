// bindgen-flags: --opaque-type 'odb_Shape' --with-derive-default -- -x c++ -std=c++17
// A class upstream sees a vtable in gets the zero-filling `Default` impl,
// not a derived one: also when the virtual methods are those of an opaque
// base (`odb_Shape`), and of its bases in turn. An opaque class does not
// pass on its bases' vtable, only its own.

struct odb_Shape {
    virtual int area() const;
    long id;
};

struct odb_Square : odb_Shape {
    long side;
};

struct odb_Tile : odb_Square {
    long row;
};

struct odb_Plain {
    long v;
};

struct odb_Holder {
    odb_Shape shape;
    long count;
};
