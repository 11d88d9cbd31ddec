// A typedef of a record or enum that carries annotations of its own takes
// none of its own: `hide` and `opaque` on it are ignored, as upstream's.
// Typedefs of records without annotations keep theirs.
/** <div rustbindgen nocopy></div> */
struct annotated { int a; };
/// <div rustbindgen opaque></div>
typedef struct annotated made_opaque_no;
/// <div rustbindgen hide></div>
typedef struct annotated hidden_no;
/** <div rustbindgen nodebug></div> */
enum annotated_enum { FIRST, SECOND };
/// <div rustbindgen hide></div>
typedef enum annotated_enum hidden_enum_no;
struct plain { int b; };
/// <div rustbindgen opaque></div>
typedef struct plain made_opaque;
/// <div rustbindgen hide></div>
typedef struct plain hidden;
