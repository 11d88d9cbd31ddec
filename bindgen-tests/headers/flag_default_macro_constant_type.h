// bindgen-flags: --default-macro-constant-type signed
#define SMALL 7
#define NEGATIVE -3
#define LARGE 3000000000
