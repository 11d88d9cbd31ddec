// bindgen-flags: --with-derive-default
// An anonymous union whose members are all configured out is empty (a GNU C
// extension, size 0): Rust has no empty union, so it becomes a zero-sized
// struct, and the record holding it keeps its real fields.
struct request_io {
    int flags;
    union {
#ifdef REQUEST_IO_INTEGRITY
        void *integrity;
#endif
    };
    short more;
    union {
    } tail;
};
