// bindgen-flags: --blocklist-type Reader --opaque-type Account --raw-line '#[repr(C)] #[derive(Debug)] pub struct Reader { pub vtable_: *const u8 }'
// The classes of cxx_methods.hpp, one blocklisted (its methods are still
// declared, without wrappers: the user defines the type) and one opaque
// (its methods stay, and a blob the user asked for derives Copy).
#include "cxx_methods.hpp"
