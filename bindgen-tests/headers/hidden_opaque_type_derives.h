// bindgen-flags: --opaque-type 'hob_(cell|level|alias)' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --raw-line '#[repr(C, align(4))] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq)] pub struct hob_cell([u8; 8]);' --raw-line 'pub type hob_level = ::std::os::raw::c_uint;' --raw-line '#[repr(C, align(8))] #[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq)] pub struct hob_mark([u8; 8]);' --raw-line '#[repr(C)] pub struct hob_plain { pub n: ::std::os::raw::c_int }' --raw-line 'pub type hob_alias = hob_base;'
// A type a `hide` annotation leaves out takes every derive from what holds
// it, unless it is opaque itself (by `--opaque-type` or an `opaque`
// annotation): then it is a blob to the derives, floats and all, and the
// holder derives everything (the hidden types are defined by hand here).
/** <div rustbindgen hide></div> */
struct hob_cell { short tag; float weight; };
/** <div rustbindgen hide></div> */
enum hob_level { HOB_LOW, HOB_HIGH };
/** <div rustbindgen hide opaque></div> */
struct hob_mark { double at; };
/** <div rustbindgen hide></div> */
struct hob_plain { int n; };
struct hob_base { int n; };
/** <div rustbindgen hide></div> */
typedef struct hob_base hob_alias;

struct hob_holds_cell { struct hob_cell cells[2]; };
struct hob_holds_level { enum hob_level level; };
struct hob_holds_mark { struct hob_mark mark; };
struct hob_holds_plain { struct hob_plain plain; };
struct hob_holds_alias { hob_alias alias; };
