// bindgen-flags: --clang-macro-fallback --allowlist-var "K_.*|KMAX_.*"
// <stdint.h> helper macros around constants.
#include <stdint.h>
#define K_U32 UINT32_C(4)
#define K_U64 UINT64_C(0x100000000)
#define K_I64_NEG INT64_C(-5)
#define K_SIZE ((size_t)42)
#define K_INTPTR ((intptr_t)-1)
#define KMAX_U8 UINT8_MAX
#define KMAX_I32 INT32_MAX
#define KMAX_I64_MIN INT64_MIN
