// bindgen-flags: --prefix-link-name my_
int compute(int x);
