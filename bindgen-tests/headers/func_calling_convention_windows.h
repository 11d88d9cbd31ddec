// bindgen-flags: -- --target=x86_64-pc-windows-msvc
// On Windows x64 `sysv_abi` is the System V convention, `extern "sysv64"`;
// `ms_abi` is the platform's own, `extern "C"`.
int __attribute__((sysv_abi)) cc_sysv(int a, double b);
int __attribute__((ms_abi)) cc_ms(int a, double b);
typedef int (__attribute__((sysv_abi)) *cc_sysv_fn)(int);
struct cc_table { cc_sysv_fn sysv; int (*plain)(int); };
