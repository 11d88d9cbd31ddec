// bindgen-flags: --with-derive-default
// A run of unnamed `int :32;` paddings (as in Linux's `struct __kernel_timex`)
// forms one bitfield unit of 44 bytes; Rust has no derived Default for an
// array that long, so the record gets the zero-filling impl instead.
struct clock_adjust {
    long long offset;
    int tai;
    int :32; int :32; int :32; int :32;
    int :32; int :32; int :32; int :32;
    int :32; int :32; int :32;
};
