// bindgen-flags: --opaque-type 'Ty.*' --new-type-alias 'Ty.*' --with-derive-default
// A record holding an opaque newtype typedef that took `nocopy`/`nodebug` from
// its tag derives neither `Copy` nor `Debug` (upstream's holder derives both,
// which does not compile: documented).

/// <div rustbindgen nocopy></div>
struct ta_h_rec { int a; };
typedef struct ta_h_rec TyNoCopy;

/// <div rustbindgen nodebug></div>
struct ta_h_dbg { int a; };
typedef struct ta_h_dbg TyNoDebug;

struct ta_holder {
    TyNoCopy c;
    TyNoDebug d;
    int n;
};
