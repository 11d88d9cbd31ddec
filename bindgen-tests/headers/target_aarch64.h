// bindgen-flags: -- --target=aarch64-unknown-linux-gnu
// AArch64 Linux: char is unsigned there, long is 8 bytes.
struct arm64_layout {
    char c;
    long l;
    long double ld;
};
