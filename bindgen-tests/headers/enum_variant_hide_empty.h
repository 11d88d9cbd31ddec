// bindgen-flags: --rustified-enum '.*'

/* Every enumerator hidden: a rustified enum cannot be empty with
 * `repr(u32)`, so it keeps one placeholder variant. */
enum ghost {
  /** <div rustbindgen hide></div> */
  GHOST_ONE,
  GHOST_TWO
};

struct haunt { enum ghost g; };
