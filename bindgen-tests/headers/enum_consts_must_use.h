// bindgen-flags: --must-use-type status_t --constified-enum-module level
// `#[must_use]` (by flag or annotation) on enums of the consts and
// moduleconsts styles goes on their type alias.
enum status_t { STATUS_OK, STATUS_FAILED };

/** Levels. <div rustbindgen mustusetype></div> */
enum level { LEVEL_LOW, LEVEL_HIGH };

enum status_t check(enum level l);
