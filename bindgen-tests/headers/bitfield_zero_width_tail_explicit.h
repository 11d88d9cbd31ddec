// bindgen-flags: --explicit-padding
// With --explicit-padding the bytes a trailing `: 0` adds are one byte
// array (upstream writes them twice; see differences.md).
struct zwte_int_then_ll {
    int value;
    long long : 0;
};
struct zwte_odd_tail {
    short s;
    char c;
    long long : 0;
};
struct zwte_middle {
    int value;
    long long : 0;
    char after;
};
struct __attribute__((packed)) zwte_packed {
    int value;
    long long : 0;
};
