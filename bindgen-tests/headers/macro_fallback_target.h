// bindgen-flags: --clang-macro-fallback -- --target=i686-unknown-linux-gnu
// The fallback unit uses the effective target: `long` is 4 bytes here.
struct tgt_pair { long a; char b; };
#define TGT_PAIR_SIZE sizeof(struct tgt_pair)
#define TGT_LONG_SIZE ((int)sizeof(long))
#define TGT_PTR_SIZE sizeof(struct { void *p; })
