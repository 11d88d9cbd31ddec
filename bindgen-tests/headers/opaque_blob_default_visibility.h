// bindgen-flags: --default-visibility private --opaque-type 'listed_.*'
// An opaque record's blob is `pub` whatever the default visibility, from
// `--opaque-type` and from the `opaque` annotation alike; the other
// records' fields follow `--default-visibility`.
struct listed_struct { int a; };
typedef struct { int b; short c; } listed_typedef;
union listed_union { int x; float y; };
/** <div rustbindgen opaque></div> */
struct annotated { int q; };
struct holder { struct listed_struct s; listed_typedef t; int own; };
