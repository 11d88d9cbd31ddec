// bindgen-flags: --rust-target 1.70 --with-derive-default --override-abi 'legacy_.*=efiapi' --override-abi 'unwinding=C-unwind'
// Calling conventions the Rust target lacks: functions are left out with a
// warning; function-pointer types become a pointer-sized `usize`.
int __attribute__((vectorcall)) vector_sum(int a, int b);
int legacy_entry(void *image, void *table);
void unwinding(int depth);
int ordinary(int x);
typedef int (__attribute__((vectorcall)) *vector_op)(int, int);
struct op_table {
    vector_op op;
    int (__attribute__((vectorcall)) *inline_op)(int);
    int (*plain_op)(int);
    unsigned flags;
};
