// bindgen-flags: --opaque-type "bc2z_.*" --with-derive-default
// Typedefs `--opaque-type` names whose type has no bytes (GNU C's empty
// structs, a zero-length array) are blobs of no bytes of their alignment,
// as upstream spells them; an opaque union of no bytes is a struct.
struct bc2z_tag1 {};
struct bc2z_tag2 {} __attribute__((aligned(2)));
struct bc2z_tag8 {} __attribute__((aligned(8)));
struct bc2z_tag16 {} __attribute__((aligned(16)));
typedef struct bc2z_tag1 bc2z_one;
typedef struct bc2z_tag2 bc2z_two;
typedef struct bc2z_tag8 bc2z_eight;
typedef struct bc2z_tag16 bc2z_sixteen;
typedef int bc2z_ints[0];
typedef bc2z_two bc2z_two_again;
union bc2z_none {};
union bc2z_word { int w; };
bc2z_one *bc2_take_one(bc2z_one *p);
bc2z_sixteen *bc2_take_sixteen(void);
bc2z_ints *bc2_take_ints(void);
bc2z_two_again *bc2_take_two(void);
bc2z_eight *bc2_take_eight(void);
union bc2z_none *bc2_take_none(union bc2z_word *w);
