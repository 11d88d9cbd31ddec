// bindgen-flags: --rustified-enum 'grade_e' --with-derive-hash --with-derive-partialeq

/** <div rustbindgen derive="Eq" derive="PartialOrd" derive="Ord" derive="Default"></div> */
struct ranked { int score; unsigned id; };

/** <div rustbindgen derive="PartialOrd"></div> */
struct with_flags { unsigned a : 3; unsigned b : 5; };

/* Already derived: named once. */
/** <div rustbindgen derive="Hash" derive="PartialEq"></div> */
struct twice { int v; };

/** <div rustbindgen derive="PartialOrd" derive="Ord"></div> */
enum grade_e { GRADE_LOW, GRADE_HIGH };

/** <div rustbindgen derive="core::cmp::PartialOrd"></div> */
struct by_path { short s; };
