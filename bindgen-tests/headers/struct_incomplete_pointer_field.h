// A complete struct that points at an incomplete one.
struct opaque_impl;

struct wrapper {
    struct opaque_impl *impl;
    unsigned flags;
};
