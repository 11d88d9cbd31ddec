// bindgen-flags: --rustified-enum 'dial' --newtype-enum 'knob' --bitfield-enum 'lever' --no-copy 'dial|knob|lever' --with-attribute-custom-enum 'dial|knob=#[derive(Copy)]' --with-derive-custom-enum 'lever=Copy,PartialOrd,Ord'

/* --no-copy drops the Copy derive, so a custom attribute or custom derive
 * can add it back without deriving it twice. */
enum dial { DIAL_OFF, DIAL_ON };
enum knob { KNOB_MIN, KNOB_MAX = 10 };
enum lever { LEVER_UP = 1, LEVER_DOWN = 2 };
