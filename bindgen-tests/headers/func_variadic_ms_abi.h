// C-variadic functions with the `ms_abi` calling convention are left out
// (as upstream), the non-variadic ones and `sysv_abi` variadic ones stay.
__attribute__((ms_abi)) int left_out(int, ...);
__attribute__((sysv_abi)) int sysv_variadic(int, ...);
__attribute__((ms_abi)) int ms_fixed(int);
int plain_variadic(const char *fmt, ...);
