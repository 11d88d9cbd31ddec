// bindgen-flags: --enable-cxx-namespaces --blocklist-type 'pool::Arena' --blocklist-type 'plain::Block' --blocklist-type 'sized::Fixed' --blocklist-type 'scalar::Level' -- -x c++ -std=c++17
// A class template keeps its namespace's `pub mod` even when nothing of it
// is emitted, as upstream: left out for a non-type parameter, or
// blocklisted, through its items without a name (its type parameters, a
// member array). A blocklisted plain class does not, nor a blocklisted
// template taking only values whose members are builtins.
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
namespace sized {
template <int N>
struct Fixed {
    int slots[N];
};
}
namespace scalar {
template <int N>
struct Level {
    int value;
};
}
