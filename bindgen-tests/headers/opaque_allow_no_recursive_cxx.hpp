// bindgen-flags: --no-recursive-allowlist --allowlist-item '.*_desc' --opaque-type 'oc::.*' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --raw-line "#[repr(C)] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq)] pub struct oc_Handle { pub _bindgen_opaque_blob: u32 }" --raw-line "#[repr(C)] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq)] pub struct oc_Shape { pub _bindgen_opaque_blob: [u64; 2usize] }" -- -x c++
// C++ types `--no-recursive-allowlist` leaves out that `--opaque-type`
// names: upstream does not look into them, so a class's destructor and a
// template's arguments and destructor take nothing from what holds their
// blob; uses of such a template are blobs (not its bare name), and an
// array of them derives nothing, as upstream's. (The raw lines are the
// user's definitions of what is left out, so the output compiles.)
namespace oc {
struct Handle { int fd; ~Handle(); };
template <typename T> struct Vec { T *p; ~Vec(); };
template <typename T> struct Pair { T a; float f; };
class Shape { int x; public: virtual void draw(); };
}

struct dtor_desc { int a; oc::Handle h; };
struct template_dtor_desc { int a; oc::Vec<int> v; };
struct float_arg_desc { int a; oc::Pair<double> p; };
struct vtable_desc { int a; oc::Shape s; };
struct array_desc { int a; oc::Pair<int> ps[2]; };
