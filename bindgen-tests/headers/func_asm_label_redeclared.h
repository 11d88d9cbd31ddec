// glibc's __REDIRECT pattern: a function redeclared with an asm label. It is
// one function, emitted once under its first declaration's name and linked to
// the label, the symbol C calls (upstream adds a numbered second function,
// which here clashes with `read_items1`, and links the first to the old name).
int read_items(const char *fmt, ...);
int read_items(const char *fmt, ...) __asm__("read_items_v2");
int read_items1(void);
long tally(int n) __asm__("tally_impl");
long tally(int n);
