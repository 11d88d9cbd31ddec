// bindgen-flags: --rustified-enum 'tap'

/* A replacement name another enumerator already has: the later one keeps
 * its C name (upstream emits two items of one name). */
enum tap {
  TAP_COLD,
  /** <div rustbindgen replaces="TAP_COLD"></div> */
  TAP_COLD_ALT = 4
};

enum dial_pos {
  DIAL_A,
  /** <div rustbindgen replaces="DIAL_Z"></div> */
  DIAL_B,
  /** <div rustbindgen replaces="DIAL_Z"></div> */
  DIAL_C
};
