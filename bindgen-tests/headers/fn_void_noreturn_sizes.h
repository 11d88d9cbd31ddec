// A return type that is a typedef of void returns nothing; a function type
// with __attribute__((noreturn)) returns `!` (`_Noreturn` alone needs
// --enable-function-attribute-detection); size_t/ssize_t are usize/isize and
// the pointer-sized integer names always are; a pointer to an array of const
// elements stays *const.
typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned long uintptr_t;
typedef long intptr_t;
typedef long ptrdiff_t;
typedef unsigned char uint8_t;
typedef int word;

typedef void VOID_T;
typedef VOID_T QUIET_T;
VOID_T clear_all(VOID_T);
QUIET_T clear_some(int n);
VOID_T *untyped_buffer(void);
typedef VOID_T (*clear_hook)(VOID_T);

void fatal(const char *why) __attribute__((noreturn));
__attribute__((__noreturn__)) void halt(void);
_Noreturn void quit(int status);
typedef void (*abort_fn)(int code) __attribute__((noreturn));
void install_abort(void (*handler)(int) __attribute__((noreturn)));

ssize_t read_some(int fd, void *into, size_t count);
struct span {
    size_t len;
    ssize_t delta;
    uintptr_t addr;
    intptr_t off;
    ptrdiff_t gap;
    size_t *lens;
};
typedef ssize_t (*pull_fn)(size_t want);
extern size_t total_bytes;
typedef size_t span_len;

const uint8_t (*hash_of(const char *name))[32];
void check_hash(const uint8_t (*expected)[32], uint8_t (*scratch)[32]);
typedef const word frozen_word;
void freeze(frozen_word (*rows)[4], const word (*cols)[4]);
typedef const VOID_T CONST_VOID;
CONST_VOID *peek(void);
struct digests {
    const uint8_t (*current)[32];
    const word (*grid)[2][2];
};
