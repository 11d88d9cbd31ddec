// Calling conventions that no Rust ABI spells: functions using them are left
// out with a warning (calling them the `C` way would pass arguments wrongly),
// function-pointer types become `usize` (their size, so records keep their
// layout). Conventions Rust has are kept.
int __attribute__((regcall)) cc_regcall(int a, int b);
int __attribute__((preserve_most)) cc_preserve_most(int a);
int __attribute__((preserve_all)) cc_preserve_all(int a);
int __attribute__((swiftcall)) cc_swift(int a);
int __attribute__((ms_abi)) cc_ms(int a);
int __attribute__((sysv_abi)) cc_sysv(int a);
int cc_plain(int a);

typedef int (__attribute__((regcall)) *cc_regcall_fn)(int);
struct cc_holder {
    int (__attribute__((preserve_most)) *hook)(int);
    int after;
    int (__attribute__((ms_abi)) *ms_hook)(int);
};
