// bindgen-flags: --enable-cxx-namespaces --blocklist-type 'shapes::Canvas|tools::Brush|paint::Palette|mixer::Tray|.*Pigment' --blocklist-function '.*' -- -x c++ -std=c++17
// A blocklisted class still keeps its namespace's `pub mod`, as upstream's,
// when it has a method (its signature's type is an item of the namespace;
// a blocked method, a constructor or destructor counts, an operator does
// not), or a member whose type makes an item the blocklists leave: a
// pointer or array member's own type (named after the class:
// `paint::Palette_ptr_const_char`) or a named type held by value.
namespace shapes {
struct Canvas {
    int width;
    void draw();
};
}
namespace tools {
// Only an operator: no module.
struct Brush {
    int size;
    bool operator==(const Brush &other) const;
};
}
namespace paint {
struct Palette {
    const char *name;
};
}
namespace mixer {
struct Tray {
    int slots[4];
};
}
namespace dyes {
// Only builtin members: no module.
struct Pigment {
    unsigned hue;
};
}
