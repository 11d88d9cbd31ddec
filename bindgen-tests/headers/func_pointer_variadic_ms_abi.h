// A pointer to a C-variadic `ms_abi` function type stays a function
// pointer (upstream: a zero-sized blob, see book/src/differences.md); the
// function itself is left out, as upstream.
__attribute__((ms_abi)) int (*ms_variadic_ptr)(int, ...);
__attribute__((ms_abi)) int ms_variadic_fn(int, ...);
