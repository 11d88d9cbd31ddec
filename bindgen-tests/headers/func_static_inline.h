// Static and static inline functions are not emitted by default.
static inline int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int exported(int x);
