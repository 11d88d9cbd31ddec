// bindgen-flags: --size_t-is-usize

/* Accepted for old kernel command lines: size_t is usize anyway. */
typedef unsigned long size_t;
size_t buffer_len(const void *buf);
