// bindgen-flags: --allowlist-item 'ouum_.*_w' --no-recursive-allowlist --opaque-type 'ouum_.*_u_w' --raw-line 'pub type ouum_real = f64;'
// Under a flat allowlist, an opaque union holding a named type the
// allowlist leaves out (a typedef, an enum, also through an allowlisted
// typedef, an array or a pointer typedef) is a struct around its blob;
// one holding builtins or a plain pointer keeps the `union`.
typedef double ouum_real;
typedef ouum_real ouum_real_w;
enum ouum_kind { OUUM_A, OUUM_B };
struct ouum_rec { int x; };
typedef struct ouum_rec *ouum_rec_ptr;

typedef union { ouum_real r; char c; } ouum_by_typedef_u_w;
union ouum_by_alias_u_w { ouum_real_w r; short s; };
union ouum_by_enum_array_u_w { enum ouum_kind k[3]; char c; };
union ouum_by_ptr_typedef_u_w { ouum_rec_ptr p; int i; };
union ouum_plain_u_w { double _Complex z; char c; };
union ouum_pointer_u_w { struct ouum_rec *p; long l; };
