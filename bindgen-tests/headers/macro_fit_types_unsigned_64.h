// bindgen-flags: --fit-macro-constant-types
// Unsigned 64-bit macro values keep their C value when the type is fitted:
// upstream wraps those above i64::MAX (i8 = -1, i64 = -9223372036854775808)
// and shifts the wrapped value (-1 >> 1 is -1).

#define GRIDLOCK_ALL_ONES 0xffffffffffffffffULL
#define GRIDLOCK_DEC_MAX 18446744073709551615U
#define GRIDLOCK_TOP_BIT 0x8000000000000000
#define GRIDLOCK_HALF_DOWN (0xffffffffffffffffULL >> 1)
#define GRIDLOCK_BELOW_TOP 0x7fffffffffffffff
#define GRIDLOCK_MINUS_ONE -1
#define GRIDLOCK_U32_ONES 0xffffffffU
#define GRIDLOCK_SMALL_U 200U
