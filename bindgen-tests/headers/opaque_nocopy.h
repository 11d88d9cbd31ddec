// bindgen-flags: --opaque-type 'annotated|listed|listed_union' --no-copy 'listed.*'
// An opaque record named by `--no-copy` or annotated `nocopy` derives
// neither `Copy` nor `Clone`, as a record with fields does.
/** <div rustbindgen nocopy></div> */
struct annotated { int a; };
struct listed { long b; };
union listed_union { int i; float f; };
struct kept { int c; };
