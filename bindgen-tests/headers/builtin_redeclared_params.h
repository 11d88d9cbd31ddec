// A header that redeclares C library functions clang knows as builtins
// (malloc, memset, calloc, strlen: stdlib.h and string.h do) gets clang's
// builtin signature, where size_t is plain `unsigned long`: upstream spells
// those parameters `c_ulong`, while functions of its own keep `usize`.
typedef __SIZE_TYPE__ size_t;

typedef size_t block_len;

void *malloc(size_t size);
void *memset(void *dst, int fill, size_t count);
void *calloc(block_len count, block_len each);
size_t strlen(const char *text);

void *arena_take(size_t size, const int flags);
block_len arena_left(void);
