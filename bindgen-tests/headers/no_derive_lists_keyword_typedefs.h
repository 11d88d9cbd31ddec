// bindgen-flags: --no-copy 'Self' --no-copy 'u64_' --no-debug 'type_' --no-debug 'u8' --with-derive-default --no-default 'i32_'

/* The --no-* lists match a typedef named like a Rust keyword or primitive
 * by its escaped name (`Self_`, `u64_`), as the other type lists do: `Self`
 * and `u8` name nothing here, `u64_`, `type_` and `i32_` take their traits
 * from the records holding them. */
typedef int Self;
typedef unsigned long long u64;
typedef short type;
typedef unsigned char u8;
typedef int i32;

struct holds_self { Self s; };
struct holds_u64 { u64 v; };
struct holds_type { type t; };
struct holds_u8 { u8 b; };
struct holds_i32 { i32 n; };
