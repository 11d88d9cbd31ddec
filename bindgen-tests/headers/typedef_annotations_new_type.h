// bindgen-flags: --new-type-alias 'bytes3|handle|wide' --with-derive-default --with-derive-partialeq
// `nodebug`, `nocopy` and `nodefault` on a typedef reach its newtype
// struct; on a plain type alias they change nothing, and the record
// holding it derives as usual.
/** <div rustbindgen nodebug></div> */
typedef unsigned char bytes3[3];
/** <div rustbindgen nocopy></div> */
typedef int handle;
/** <div rustbindgen nodefault></div> */
typedef long wide;
/** <div rustbindgen nodebug></div> */
typedef short plain_short;
struct holds_plain { plain_short s; int x; };
