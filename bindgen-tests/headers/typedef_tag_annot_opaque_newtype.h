// bindgen-flags: --opaque-type 'Ty.*' --new-type-alias 'Ty.*' --with-derive-default
// A typedef of an annotated record, union or enum takes the tag's `nocopy`,
// `nodebug` and `nodefault`: an opaque newtype of it (a blob, not the tag)
// derives none of them. The tag at the end of a typedef chain counts, not a
// typedef between, and the typedef's own comment does not stop it (its own
// annotations give way to the tag's).

/// <div rustbindgen nocopy></div>
struct ta_rec { int a; };
typedef struct ta_rec TyRec;

/// <div rustbindgen nodebug nodefault></div>
union ta_un { int a; float b; };
typedef union ta_un TyUn;

/// <div rustbindgen nocopy nodebug></div>
enum ta_en { TA_ONE, TA_TWO };
typedef enum ta_en TyEn;

/// Between, with words of its own.
typedef struct ta_rec ta_mid;
typedef ta_mid TyChain;

/// <div rustbindgen nodebug></div>
struct ta_other { int a; };
/// <div rustbindgen nocopy></div>
typedef struct ta_other TyOwnGivesWay;

/// Words only.
typedef struct ta_rec TyOwnWords;

/// <div rustbindgen nodefault></div>
typedef struct { int a; } ta_anon;
typedef ta_anon TyAnon;

struct ta_plain { int a; };
/// <div rustbindgen nocopy></div>
typedef struct ta_plain TyOwnOnly;

/// <div rustbindgen nodebug></div>
struct ta_late;
typedef struct ta_late TyLate;
struct ta_late { int a; };

void ta_use(TyRec *a, TyUn *b, TyEn *c, TyChain *d, TyOwnGivesWay *e,
            TyOwnWords *f, TyAnon *g, TyOwnOnly *h, TyLate *i);
