// bindgen-flags: --constified-enum-module 'in_module'
// `nocopy` and `nodebug` on an enum emitted as constants (an integer type
// alias, or a module's `Type`) do not reach the records holding it: those
// derive as usual.
/** <div rustbindgen nodebug></div> */
enum no_debug { ND_A, ND_B };
/** <div rustbindgen nocopy></div> */
enum no_copy { NC_A };
/** <div rustbindgen nocopy></div> */
enum in_module { IM_A, IM_B };
struct holder { enum no_debug d; enum no_copy c; enum in_module m; };
