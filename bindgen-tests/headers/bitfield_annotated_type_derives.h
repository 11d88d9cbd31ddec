// bindgen-flags: --rustified-enum 'bfa_mode' --newtype-enum 'bfa_level' --new-type-alias 'bfa_count' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq
// A bitfield's unit holds only its bits: the `nocopy`, `nodebug` and
// `nodefault` annotations of the bitfield's enum or typedef take nothing
// from the record (each bitfield below sits in a record of its own).
/** <div rustbindgen nocopy></div> */
enum bfa_mode { BFA_MODE_OFF, BFA_MODE_ON };
/** <div rustbindgen nodebug></div> */
enum bfa_level { BFA_LEVEL_LOW = 1, BFA_LEVEL_HIGH = 6 };
/** <div rustbindgen nodefault nodebug></div> */
typedef unsigned int bfa_count;

struct bfa_switch { enum bfa_mode mode : 1; unsigned char spare; };
struct bfa_meter { enum bfa_level level : 3; enum bfa_level peak : 3; };
struct bfa_tally { bfa_count count : 12; short id; };
