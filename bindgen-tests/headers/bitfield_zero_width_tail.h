// A struct ending in `: 0` bitfields is as long as the zero-width type's
// boundary; the Rust tail padding is spelled in whole elements of the
// struct's alignment and Rust's rounding supplies the rest.
struct zwt_int_then_ll {
    int value;
    long long : 0;
};
struct zwt_short_then_int {
    short value;
    int : 0;
};
struct zwt_odd_tail {
    short s;
    char c;
    long long : 0;
};
struct zwt_after_unit_run {
    int flags : 3;
    int count;
    char tag;
    long long : 0;
};
struct zwt_bytes_only {
    char c;
    long long : 0;
};
struct zwt_twice {
    int a;
    long long : 0;
    long long : 0;
};
struct zwt_outer {
    struct {
        int inner;
        long long : 0;
    } nested;
    char after;
};
#pragma pack(2)
struct zwt_pragma_packed {
    int value;
    long long : 0;
};
#pragma pack()
struct __attribute__((packed)) zwt_packed {
    int value;
    long long : 0;
};
union zwt_union {
    short value;
    long long : 0;
};
