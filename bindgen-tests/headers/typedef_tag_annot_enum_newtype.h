// bindgen-flags: --new-type-alias 'Ty.*' --constified-enum-module ta_mod --with-derive-default
// A newtype typedef of a consts-style enum wraps its integer type: the enum's
// `nocopy` and `nodebug` still reach it, as upstream's.

/// <div rustbindgen nocopy></div>
enum ta_consts { TA_C0, TA_C1 };
typedef enum ta_consts TyConsts;

/// <div rustbindgen nodebug></div>
enum ta_mod { TA_M0, TA_M1 };
typedef enum ta_mod TyMod;

/// <div rustbindgen nocopy nodebug></div>
struct ta_rec2 { int a; };
typedef struct ta_rec2 TyWrapsRec;

void ta_use_enums(TyConsts *a, TyMod *b, TyWrapsRec *c);
