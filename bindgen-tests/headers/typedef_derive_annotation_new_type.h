// bindgen-flags: --default-alias-style new_type
// A `derive` annotation on a typedef emitted as a newtype struct adds
// nothing (as upstream); on records it adds its derives.
/** <div rustbindgen derive="PartialEq"></div> */
typedef long slot;
/** <div rustbindgen derive="Hash"></div> */
struct tagged { int a; };
