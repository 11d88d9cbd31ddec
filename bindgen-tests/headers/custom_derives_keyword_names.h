// bindgen-flags: --new-type-alias-deref 'u8_' --with-derive-custom-struct 'u8_|type_=Eq,PartialEq' --with-derive-custom 'u8|type|u16|u32=Hash' --with-attribute-custom-union 'u32_=#[must_use]' --rustified-enum 'u16_' --with-derive-custom-enum 'u16_=PartialOrd,Ord'

/* The --with-derive-custom* and --with-attribute-custom* patterns match a
 * type named like a Rust keyword or primitive by its escaped Rust name
 * (`u8_`, `type_`), never by its C name: the `Hash` pattern adds nothing. */
typedef unsigned char u8;
struct type { u8 small; int wide; };
union u32 { int as_int; float as_float; };
enum u16 { kw_first, kw_second };
