// bindgen-flags: --generate-fn-macros
// Function-like macros with compiler builtins and literal suffixes, written
// the way glibc's <stdint.h>, <byteswap.h> and the kernel's headers write
// them, in our own words.

// A parameter pasted with a suffix: the argument must be a literal.
#define MY_UINT32_C(v) v##U
#define MY_INT64_C(v) v##L
#define MY_UINT64_C(v) v##UL
#define ONE_SHIFTED(n) (MY_UINT64_C(1) << (n))

// Builtins decided while translating.
#define SAME_TYPE(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))
#define IS_UNSIGNED_INT(a) __builtin_types_compatible_p(__typeof__(a), unsigned int)
#define WIDE_ENOUGH(x) __builtin_choose_expr(sizeof(long) == 8, (x) + 1L, (x) + 1)

// Bit counting.
#define LOWEST_SET(x) __builtin_ffs(x)
#define TRAILING_ZEROS(x) __builtin_ctz(x)
#define LEADING_ZEROS64(x) __builtin_clzll(x)
#define ONES(x) __builtin_popcountl(x)
#define LOG2_OF(n) ((n) < 2 ? 0 : 63 - __builtin_clzll(n))

// A constant computation, or a function for run-time values.
static inline unsigned short my_swap16_function(unsigned short v) {
    return (unsigned short)((v << 8) | (v >> 8));
}
#define my_constant_swap16(v) \
    ((unsigned short)((((unsigned short)(v) & 0x00ffU) << 8) | \
                      (((unsigned short)(v) & 0xff00U) >> 8)))
#define my_swap16(v) \
    (__builtin_constant_p((unsigned short)(v)) ? my_constant_swap16(v) \
                                               : my_swap16_function(v))

// A predefined macro's value.
#define COMPILER_AT_LEAST(major, minor) \
    ((__GNUC__ << 16) + __GNUC_MINOR__ >= ((major) << 16) + (minor))
