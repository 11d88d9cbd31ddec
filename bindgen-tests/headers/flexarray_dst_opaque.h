// bindgen-flags: --flexarray-dst --opaque-type opaque_fam
// An opaque record with a flexible array member stays a plain blob under
// `--flexarray-dst` (upstream's generic struct never uses its parameter
// and does not compile); the other one is the generic DST struct.
struct opaque_fam { int n; int data[]; };
struct open_fam { int n; int data[]; };
