// bindgen-flags: --no-derive-copy --with-derive-partialeq --with-derive-default --new-type-alias bytes3
// Records holding what lacks a trait do not derive it: a packed struct
// without `Copy` derives nothing, a `nodebug` newtype has no `Debug`, so
// their holders derive neither (upstream's holders derive both and do not
// compile).
struct __attribute__((packed)) packed_pair { char c; int x; };
struct holds_packed { struct packed_pair p; int y; };
/** <div rustbindgen nodebug></div> */
typedef unsigned char bytes3[3];
struct holds_newtype { bytes3 b; };
