// bindgen-flags: -- --target=i686-unknown-linux-gnu
// A 32-bit target: long and pointers are 4 bytes, long long and double
// are 4-byte aligned inside structs.
struct x86_32 {
    char c;
    long l;
    long long ll;
    double d;
    void *p;
};
