// bindgen-flags: --blocklist-type 'mu_blocked|mu_blocked_e' --raw-line '#[repr(C)] pub struct mu_blocked { pub code: i32 } pub type mu_blocked_e = u32;'
// A blocklisted type annotated `mustusetype` is defined elsewhere, but the
// functions returning it (also through a typedef) are still #[must_use].
/** <div rustbindgen mustusetype></div> */
struct mu_blocked { int code; };
/** <div rustbindgen mustusetype></div> */
enum mu_blocked_e { MU_BLOCKED_A };
typedef struct mu_blocked mu_blocked_alias;

struct mu_blocked *mu_blocked_ptr(void);
enum mu_blocked_e mu_blocked_kind(void);
mu_blocked_alias mu_blocked_alias_get(void);
