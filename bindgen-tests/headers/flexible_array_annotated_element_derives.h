// bindgen-flags: --rustified-enum 'fxa_kind' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq
// `__IncompleteArrayField` is `Debug` whatever it holds: the `nodebug`
// annotation of a flexible array's element (record, typedef of one, enum)
// takes nothing from the record holding it.
/** <div rustbindgen nodebug></div> */
struct fxa_entry { int key; float weight; };
typedef struct fxa_entry fxa_entry_t;
/** <div rustbindgen nodebug></div> */
enum fxa_kind { FXA_KIND_A, FXA_KIND_B };

struct fxa_table { unsigned short count; struct fxa_entry entries[]; };
struct fxa_view { unsigned short count; fxa_entry_t entries[0]; };
struct fxa_kinds { unsigned char count; enum fxa_kind kinds[]; };
