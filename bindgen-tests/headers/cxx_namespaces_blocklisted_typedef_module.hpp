// bindgen-flags: --enable-cxx-namespaces --blocklist-type 'handles::Raw' --blocklist-type 'counts::Count' --blocklist-type 'tables::Row' -- -x c++ -std=c++17
// A blocklisted typedef of a pointer or an array still keeps its
// namespace's `pub mod`, as upstream (the pointer or array type is an item
// of that namespace); one of a builtin type does not.
namespace handles {
typedef unsigned long long *Raw;
}
namespace counts {
typedef int Count;
}
namespace tables {
typedef short Row[4];
}
