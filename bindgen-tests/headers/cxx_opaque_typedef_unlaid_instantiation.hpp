// bindgen-flags: --allowlist-type 'lib::Handle' --opaque-type 'lib::Handle' -- -x c++ -std=c++17
// A typedef of an instantiation clang never laid out (a typedef alone does
// not instantiate it), made opaque: one byte, as upstream (the layout is
// unknown), and neither the template nor its arguments come along.
struct Resource {
    int id;
};
namespace lib {
template <typename T>
struct Owner {
    T *target;
    long count;
};
typedef Owner<Resource> Handle;
}
