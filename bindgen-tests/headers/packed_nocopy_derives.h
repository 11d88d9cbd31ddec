// bindgen-flags: --with-derive-partialeq --with-derive-default --no-copy listed_packed
// `--no-copy` or a `nocopy` annotation on a packed struct takes every
// derive from it, as `--no-derive-copy` does; other packed structs keep
// theirs.
struct __attribute__((packed)) listed_packed { char c; int x; };
/** <div rustbindgen nocopy></div> */
struct __attribute__((packed)) annotated_packed { char c; short x; };
struct __attribute__((packed)) copied_packed { char c; long x; };
