// One header of target-dependent C types, declared without system headers,
// generated for ten targets by the target_matrix_*.h goldens (each includes
// it with its own --target): integer and pointer widths, wchar_t, what
// long double is, bitfield units, packed and aligned records, enum
// representations and function signatures.
typedef __SIZE_TYPE__ tm_size;
typedef __PTRDIFF_TYPE__ tm_diff;
typedef __WCHAR_TYPE__ tm_wide;
typedef __UINTPTR_TYPE__ tm_uptr;
typedef __WINT_TYPE__ tm_wint;

struct tm_widths {
    char plain;
    signed char sc;
    unsigned char uc;
    short s;
    int i;
    long l;
    unsigned long ul;
    long long ll;
    tm_size size;
    tm_diff diff;
    tm_wide wide;
    tm_uptr uptr;
    float f;
    double d;
    long double ld;
    void *ptr;
    int (*callback)(long, tm_size);
};

struct tm_flags {
    unsigned char kind;
    unsigned int a : 5;
    unsigned int b : 12;
    unsigned long c : 30;
    unsigned long long d : 33;
    signed int e : 4;
    _Bool on : 1;
};

struct tm_mixed_bits {
    char head;
    int x : 3;
    long long y : 45;
    short z : 7;
};

struct __attribute__((packed)) tm_packed {
    unsigned char tag;
    long value;
    double d;
    unsigned short port;
};

#pragma pack(push, 4)
struct tm_pack4 {
    char c;
    long long ll;
    double d;
};
#pragma pack(pop)

struct tm_over_aligned {
    char c;
    int __attribute__((aligned(32))) wide;
};

struct __attribute__((aligned(8))) tm_small_aligned {
    short s;
};

struct tm_holds_ld {
    char c;
    long double ld;
    int after;
};

union tm_any {
    long l;
    double d;
    long double ld;
    tm_wide w;
};

enum tm_state { TM_IDLE, TM_BUSY, TM_DONE = 7 };
enum tm_neg { TM_MINUS = -3, TM_PLUS = 3 };
enum tm_big { TM_BIG = 0xFFFFFFFFu };
enum tm_huge { TM_HUGE = 0x100000000ll };

long tm_add(long a, long b);
unsigned long tm_hash(const char *s, tm_size n);
long double tm_ld_identity(long double x);
double tm_ld_to_d(long double x);
tm_size tm_wcslen(const tm_wide *s);
struct tm_widths tm_fill(struct tm_packed p, enum tm_state st);
void tm_visit(struct tm_flags *f, void (*cb)(struct tm_flags *, long));
int tm_printf(const char *fmt, ...);

extern long tm_global;
extern long double tm_global_ld;
extern tm_wide tm_wide_global;

#define TM_LONG_MAX __LONG_MAX__
#define TM_WCHAR_SIZE __SIZEOF_WCHAR_T__
#define TM_PTR_SIZE __SIZEOF_POINTER__
