// An `overloadable` variadic `ms_abi` function is left out (Rust has no
// variadic `win64`), and, as upstream, takes no overload number: the next
// overload keeps the plain name.
__attribute__((ms_abi, overloadable)) int report(const char *fmt, ...);
__attribute__((ms_abi, overloadable)) int report(long code);
__attribute__((overloadable)) int report(double ratio);
