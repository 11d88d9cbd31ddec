// bindgen-flags: -- --target=i686-unknown-linux-gnu
// On i686 long is 32 bits and long long is 4-byte aligned inside structs,
// so units holding long long fields align to 4.
struct t32 {
    char c;
    unsigned long long a : 40;
    unsigned long long b : 30;
    long l : 20;
    unsigned u : 3;
};
