// bindgen-flags: --with-derive-default --no-default 'shapes::Outline' --no-default 'shapes::Frame_Corner' -- -x c++ -std=c++17
// `--no-default` matches C++ paths (`ns::Class`, `ns::Class_Nested`): a
// listed class gets neither a derived nor a zero-filling `Default`, as
// upstream; an unlisted one holding a pointer still gets the impl.
namespace shapes {
struct Outline {
    int *points;
    int count;
};
struct Frame {
    struct Corner {
        long *radius;
    };
    Corner corner;
};
struct Fill {
    char *pattern;
};
}
