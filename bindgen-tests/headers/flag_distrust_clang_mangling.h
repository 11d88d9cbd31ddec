// bindgen-flags: --distrust-clang-mangling
int renamed(int x) __asm__("real_symbol");
