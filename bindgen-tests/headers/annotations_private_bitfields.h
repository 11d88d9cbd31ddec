/* `private` on a record reaches its bitfield accessors, units, constructors
 * and padding; on one bitfield, its accessors and its unit. */

/** <div rustbindgen private></div> */
struct sealed_flags {
  unsigned ready : 1;
  unsigned level : 4;
  int count;
  /** <div rustbindgen private="false"></div> */
  unsigned open_a : 3;
  /** <div rustbindgen private="false"></div> */
  unsigned open_b : 2;
  /** <div rustbindgen private="false"></div> */
  int visible;
};

struct mixed_flags {
  unsigned shown : 2;
  /** <div rustbindgen private></div> */
  unsigned secret : 6;
  unsigned plain_tail : 8;
};

struct one_private_field {
  /** <div rustbindgen private></div> */
  long handle;
  long size;
};

/** <div rustbindgen private></div> */
union sealed_union {
  int whole;
  unsigned low : 4;
};

/** <div rustbindgen private></div> */
struct __attribute__((packed)) sealed_packed {
  char tag;
  int value;
  unsigned nibble : 4;
};

/** <div rustbindgen private></div> */
struct sealed_nested {
  struct { int depth; } inner;
  union { int as_int; float as_float; };
};
