// bindgen-flags: --must-use-type '.*_status' --new-type-alias 'io_status|ann_status|rec_status' --new-type-alias-deref err_status
// Newtype aliases carry no #[must_use], whatever asks for it; the records
// the same pattern names keep theirs.

typedef int io_status;
typedef long err_status;
/** <div rustbindgen mustusetype></div> */
typedef unsigned ann_status;
typedef struct { int code; } anon_status;
typedef struct rec { int code; } rec_status;
