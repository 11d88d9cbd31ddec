// bindgen-flags: --rust-edition 2018
#define GREETING "hi"
struct s { int a; };
