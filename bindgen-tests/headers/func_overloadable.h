// C functions declared `__attribute__((overloadable))` have C++-style
// symbols: each overload is bound, numbered and linked by its symbol.
__attribute__((overloadable)) int pick(int a);
__attribute__((overloadable)) int pick(double d);
__attribute__((overloadable)) long pick(const char *s, ...);
int plain(int x);
int renamed(int x) __asm__("renamed_v2");
int Zorro(void);
