// bindgen-flags: --no-doc-comments
//
// A typedef of an enum (or record) annotated `opaque` is a blob of the
// tag's size, also through a chain of typedefs; an intermediate typedef's
// own annotation does not reach the typedefs of it.

/** <div rustbindgen opaque></div> */
typedef enum oetc_mode { OETC_MODE_A = 5000000000, OETC_MODE_B = -3 } oetc_mode;
typedef oetc_mode oetc_mode_alias;

/** <div rustbindgen opaque></div> */
enum oetc_level { OETC_LOW = 1, OETC_HIGH };
typedef enum oetc_level oetc_level_t;
typedef oetc_level_t oetc_level_u;

/** <div rustbindgen opaque></div> */
struct oetc_pair { int first; int second; };
typedef struct oetc_pair oetc_pair_t;
typedef oetc_pair_t oetc_pair_u;

enum oetc_plain { OETC_PLAIN = 1 };
/** <div rustbindgen opaque></div> */
typedef enum oetc_plain oetc_plain_t;

void oetc_take(oetc_mode_alias m, oetc_level_t l, oetc_level_u u, oetc_pair_u p,
               oetc_plain_t q);
