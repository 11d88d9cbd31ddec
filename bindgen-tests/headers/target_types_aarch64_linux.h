// bindgen-flags: -- --target=aarch64-unknown-linux-gnu
// Target-dependent C types, declared without system headers: the widths of
// long, wchar_t and size_t, what long double is, where bitfields and packed
// or aligned members land, enum representations and function signatures.
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;
typedef __INTPTR_TYPE__ intptr_t;

struct tt_scalars {
    char c;
    long l;
    unsigned long ul;
    long long ll;
    wchar_t w;
    size_t sz;
    ptrdiff_t pd;
    intptr_t ip;
    double d;
    long double ld;
    void *p;
    void (*on_tick)(long);
};

struct tt_bits {
    unsigned char tag;
    unsigned int low : 3;
    unsigned long mid : 20;
    long long wide : 40;
    unsigned short tail : 9;
};

struct __attribute__((packed)) tt_packed {
    char c;
    long l;
    long long ll;
    short s;
};

struct __attribute__((aligned(16))) tt_aligned {
    char c;
    long double ld;
};

#pragma pack(push, 2)
struct tt_pack2 {
    char c;
    double d;
    long l;
};
#pragma pack(pop)

union tt_union {
    long l;
    long double ld;
    char bytes[3];
};

enum tt_small { TT_A, TT_B };
enum tt_signed { TT_NEG = -1, TT_POS = 1 };
enum tt_high { TT_HIGH = 0x80000000u };

long tt_long(long a, unsigned long b);
long double tt_scale(long double x, double factor);
typedef long double (*tt_scale_fn)(long double x, double factor);
long double *tt_scale_in_place(long double *x);
size_t tt_wlen(const wchar_t *s);
struct tt_bits tt_by_value(struct tt_packed p);
extern long tt_counter;
extern long double tt_epsilon;
extern _Complex long double tt_root;
