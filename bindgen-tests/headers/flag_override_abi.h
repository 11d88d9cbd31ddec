// bindgen-flags: --override-abi 'cb_.*=C-unwind'
void cb_notify(int x);
void normal(int x);
