// bindgen-flags: --rustified-enum 'valve' --newtype-enum 'relay' --constified-enum-module 'fuse'

/* `replaces` on an enumerator renames it, in every enum style. The
 * annotated enumerator comes last (or before one with its own comment):
 * clang hands a comment to every following enumerator up to the next one. */
enum switch_pos {
  SWITCH_LOW,
  SWITCH_HIGH = 9,
  /** <div rustbindgen replaces="SWITCH_TOP"></div> */
  SWITCH_TOP_INTERNAL
};

enum valve {
  VALVE_SHUT,
  /** <div rustbindgen replaces="VALVE_OPEN"></div> */
  VALVE_OPEN_V2 = 3,
  /** Fully open. */
  VALVE_WIDE
};

enum relay {
  RELAY_IDLE,
  /** <div rustbindgen replaces="relay::RELAY_ARMED"></div> */
  RELAY_ARMED_NEW
};

enum fuse {
  FUSE_OK = 1,
  /** <div rustbindgen replaces="FUSE_BLOWN"></div> */
  FUSE_BLOWN_RAW = 2
};
