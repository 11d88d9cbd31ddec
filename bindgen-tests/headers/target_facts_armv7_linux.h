// bindgen-flags: -- --target=armv7-unknown-linux-gnueabihf
// Target facts come from the parse: the width of long, the signedness of
// char and the pointer size all follow --target, in types and in macros.
#define LONG_SHIFTED (1L << 20)
#define ALL_ULONG_BITS (~0UL)
#define MINUS_ONE_CHAR ((char)-1)
#define POINTER_BYTES __SIZEOF_POINTER__

struct sizes {
    char c;
    long l;
    void *p;
    long long ll;
    double d;
    __WCHAR_TYPE__ w;
};

unsigned long count_items(const struct sizes *s, long n);
