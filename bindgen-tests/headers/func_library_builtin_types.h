// C library functions that clang knows as builtins (malloc, memcpy, fread,
// snprintf) carry the builtin's type, where `size_t` is `unsigned long`:
// their parameters are named by that type, as upstream does. A function of
// our own with the same parameter keeps `size_t` (`usize`).
typedef unsigned long size_t;
typedef struct stream stream;
void *malloc(size_t size);
void *memcpy(void *dst, const void *src, size_t len);
int snprintf(char *buf, size_t cap, const char *fmt, ...);
size_t strlen(const char *s);
void *pool_alloc(size_t size);
size_t pool_used(const void *pool);
