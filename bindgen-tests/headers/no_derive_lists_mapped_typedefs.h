// bindgen-flags: --no-debug 'ssize_t' --no-hash 'uint32_t' --no-default 'intptr_t' --with-derive-hash --with-derive-default
// Typedefs mapped onto Rust integers keep their C names for the --no-*
// lists: what holds one by value loses the trait, holders of those too.
typedef long ssize_t;
typedef unsigned int uint32_t;
typedef long intptr_t;
typedef int plain_int;

struct count_holder { ssize_t n; };
struct word_holder { uint32_t w[2]; };
struct addr_holder { intptr_t a; };
struct plain_holder { plain_int p; };
struct outer_holder { struct count_holder c; };
