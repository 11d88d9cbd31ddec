// bindgen-flags: --generate-fn-macros
// C's typing rules in function-like macros: promotions, the usual
// arithmetic conversions, casts, comparisons, ?:, logical operators,
// sizeof/_Alignof and literal suffixes.
#define NEG(x) (-(x))
#define NOT(x) (~(x))
#define LNOT(x) (!(x))
#define ADD_U(x) ((x) + 1u)
#define SUB_UL(x, y) ((x) - (y) - 1UL)
#define MUL_LL(x, y) ((x) * (y) * 3LL)
#define DIV(x, y) ((x) / (y))
#define MOD(x, y) ((x) % (y))
#define SHL(x, n) ((x) << (n))
#define SHR(x, n) ((x) >> (n))
#define USHR(x, n) ((unsigned)(x) >> (n))
#define CMP_MIXED(x) ((x) < 0u)
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))
#define BOTH(a, b) ((a) && (b))
#define EITHER(a, b) ((a) || (b))
#define SAFE_DIV(a, b) ((b) != 0 && (a) / (b) > 1)
#define TO_UCHAR(x) ((unsigned char)(x))
#define TO_SHORT(x) ((short)(x) * 2)
#define CHAR_SUM(x) ((signed char)(x) + (unsigned char)(x))
#define WIDE(x) ((x) + 0x100000000)
#define HEX_UNSIGNED(x) ((x) | 0x80000000)
#define CHARLIT(x) ((x) + 'a')
#define SIZE_PLUS(x) (sizeof(long) + (x))
#define ALIGN_INT(x) (_Alignof(int) * (x))
#define SIZE_OF_EXPR(x) (sizeof(x) + sizeof((x) + 1L))
#define TWICE(x) (MAX(x, x) * 2)
#define SQUARE_PLUS(x, y) (TWICE(x) + (y))
#define ELEMS(bytes, t) ((bytes) / sizeof(t))
#define ALIGNED_TO(t) (_Alignof(t) - 1)
#define UNUSED_ARG(x) 42
#define TERNARY_MIX(c) ((c) ? 1u : -1)
// Left out (logged at info level): statements, # and ##, pointers, calls.
#define STMT(x) do { (void)(x); } while (0)
#define STRINGIFY(x) #x
#define PASTE(x) x##1
#define DEREF(p) (*(p))
#define CALLS(x) abs(x)
#define FLOATY(x) ((x) * 1.5)
#define VARIADIC(...) (__VA_ARGS__ + 0)
