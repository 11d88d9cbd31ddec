// bindgen-flags: -- -x c++ -std=c++17 --target=i686-unknown-linux-gnu
// Virtual bases on a target with 4-byte pointers: the tail is whole `u32`
// words after Rust aligns the field, as upstream; an 8-aligned virtual base
// gets whole 8-byte words (upstream's blob of the exact byte count rounds
// the class's size up).

struct Four {
    int x;
};
struct F0 : virtual Four {};
struct F1 : virtual Four {
    char c;
};
struct F2 : virtual Four {
    int c;
    int d;
};
struct alignas(8) Eight {
    int a;
};
struct E0 : virtual Eight {};
struct E1 : virtual Eight {
    char c;
};
