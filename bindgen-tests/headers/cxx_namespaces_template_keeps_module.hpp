// bindgen-flags: --enable-cxx-namespaces --blocklist-type 'pool::Arena' --blocklist-type 'plain::Block' -- -x c++ -std=c++17
// A class template keeps its namespace's `pub mod` even when nothing of it
// is emitted: blocklisted, or left out for a non-type parameter (as
// upstream). A blocklisted plain class does not.
namespace pool {
template <typename T>
struct Arena {
    T *slab;
};
}
namespace fixed {
template <typename T, int N>
struct Buffer {
    T data[N];
};
}
namespace plain {
struct Block {
    int size;
};
}
