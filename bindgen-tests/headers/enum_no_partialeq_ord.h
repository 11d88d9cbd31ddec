// bindgen-flags: --with-derive-ord --no-partialeq 'npo_.*' --newtype-enum 'npo_newtype|keep_newtype' --rustified-enum 'npo_rust' --bitfield-enum 'npo_bits'
// `--no-partialeq` naming an enum takes its `PartialOrd` and `Ord` (its
// `PartialEq` and `Eq` stay), in every enum style; one it does not name
// keeps them.

enum npo_newtype { NPO_N0, NPO_N1 };
enum npo_rust { NPO_R0, NPO_R1 };
enum npo_bits { NPO_B0 = 1, NPO_B1 = 2 };
enum keep_newtype { KEEP_N0, KEEP_N1 };
