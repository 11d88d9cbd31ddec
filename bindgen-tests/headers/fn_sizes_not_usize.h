// bindgen-flags: --no-size_t-is-usize
// Without --size_t-is-usize, size_t and ssize_t keep their typedefs; the
// pointer-sized integer names are still usize and isize.
typedef unsigned long size_t;
typedef long ssize_t;
typedef unsigned long uintptr_t;
typedef long intptr_t;
typedef long ptrdiff_t;
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
