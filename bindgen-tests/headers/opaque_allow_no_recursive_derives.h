// bindgen-flags: --no-recursive-allowlist --allowlist-item '.*_desc' --opaque-type 'ob_item|ob_flag|ob_count' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-ord --raw-line "#[repr(C)] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq, PartialOrd, Ord)] pub struct ob_item { pub _bindgen_opaque_blob: [u64; 2usize] }" --raw-line "#[repr(C)] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq, PartialOrd, Ord)] pub struct ob_note { pub _bindgen_opaque_blob: u32 }" --raw-line "#[repr(C)] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq, PartialOrd, Ord)] pub struct ob_plain { pub q: ::std::os::raw::c_int }" --raw-line "pub type ob_item_t = ob_item; pub type ob_note_t = ob_note; pub type ob_count = u32; pub type ob_flag = u32;"
// Types `--no-recursive-allowlist` leaves out are the user's to define, so
// nothing is derived through them; those the user made opaque (by
// `--opaque-type` or the `opaque` annotation) stand for blobs, and a record
// holding one derives what the blob allows, as upstream's. (The raw lines
// are the user's definitions, deriving everything, so the output compiles.)

struct ob_item {
    float x;
    double y;
};

/** <div rustbindgen opaque></div> */
struct ob_note {
    float f;
};

typedef struct ob_note ob_note_t;
typedef struct ob_item ob_item_t;
typedef int ob_count;
enum ob_flag { OB_ON, OB_OFF };
struct ob_plain { int q; };

struct by_record_desc { int a; struct ob_item item; };
struct by_annotated_desc { int a; struct ob_note note; };
struct by_annotated_typedef_desc { int a; ob_note_t note; };
struct by_opaque_typedef_desc { int a; ob_count n; };
struct by_enum_desc { int a; enum ob_flag f; };
struct by_long_array_desc { int a; struct ob_item items[40]; };
struct by_pointer_desc { int a; struct ob_plain *p; };
// Neither a plain typedef of an opaque record nor a record that is not
// opaque lets anything be derived.
struct by_plain_typedef_desc { int a; ob_item_t item; };
struct by_plain_record_desc { int a; struct ob_plain p; };
