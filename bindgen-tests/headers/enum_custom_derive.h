// bindgen-flags: --rustified-enum 'State=try_from_raw' --newtype-enum 'level' --with-derive-custom-enum 'State|level=PartialOrd,Ord' --with-attribute-custom-enum 'State=#[must_use]' --with-derive-custom-struct 'level|State_ctype=Default'
// Custom derives and attributes: Rust enums and newtype enums count as enums
// (as upstream), the raw types of sound enums as structs.

enum State { Failed = 0, Working = 1 };

enum level { LEVEL_LOW, LEVEL_HIGH };

void put_level(enum level l);
