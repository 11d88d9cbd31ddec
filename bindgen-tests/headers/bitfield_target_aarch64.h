// bindgen-flags: -- --target=aarch64-unknown-linux-gnu
// On aarch64 plain char is unsigned: a `char` bitfield is not sign-extended.
struct ta64 {
    char c : 3;
    signed char s : 3;
    unsigned long long a : 40;
    long l : 20;
};
