// bindgen-flags: --blocklist-type '.*_gate' --raw-line 'pub struct lock_gate { _defined_by_hand: [u8; 0] }' --raw-line 'pub struct wire_gate { _defined_by_hand: [u8; 0] }' --no-copy 'short|.*_arr_.*' --no-debug 'const_long|ptr_float' --no-hash 'unsigned_char' --with-derive-hash --with-derive-partialeq
// Upstream gives the types C leaves unnamed a name of their own and
// matches its type lists against it: a scalar is its spelling, a
// pointer `ptr_` and its pointee, an array `arrayN_` and its element; a
// record member's own pointer or array carries the record's name.

struct lock_gate;

/* `keeper_ptr_struct_lock_gate` ends in `_gate`: blocklisted. */
struct keeper {
    int id;
    struct lock_gate *gate;
};

/* The member that first names a tag spells it bare: `first_ptr_wire_gate`. */
struct first {
    struct wire_gate *wire;
};

/* A plain `short` member: `short` is listed for `--no-copy`. */
struct tally {
    short count;
};

/* `const long` is `const_long`; a plain `long` is not listed. */
struct limits {
    const long hard;
    long soft;
};

/* The array's element is `const_long` too. */
struct limit_table {
    const long rows[4];
};

/* An array of pointers: `vec_arr_array2_ptr_float` carries the record's
   name; its element `ptr_float` does not. */
struct vec_arr {
    float *lanes[2];
};

/* A typedef's pointer target is `ptr_float`, without a prefix. */
typedef float *float_ref;
struct through_typedef {
    float_ref r;
};

/* `unsigned char` is `unsigned_char`. */
struct bytes {
    unsigned char b[3];
};

/* A pointer is only its own name: its pointee's `short` does not count. */
struct points_at_short {
    short *p;
};
