// bindgen-flags: --no-copy 'tagged_word' --with-derive-default
// A union that is not `Copy` only by `--no-copy` or a `nocopy` annotation
// on itself still has `Copy` members, so it stays a native union (deriving
// nothing); a record holding it is not `Copy` either.
union tagged_word { double real; unsigned short half; };
/** <div rustbindgen nocopy></div> */
union flag_bits { int all; unsigned char low; };
struct holder { int kind; union tagged_word w; union flag_bits f; };
