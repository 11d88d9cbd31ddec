// bindgen-flags: --rust-target 1.68 --use-core --with-derive-default --ctypes-prefix ffi --no-layout-tests --no-debug ".*" --no-doc-comments --raw-line "use core::ffi;"
// The flag set the Linux kernel uses, on a small header.
/// A task.
struct task {
    int pid;
    const char *comm;
    union {
        unsigned long flags;
        void *cookie;
    };
};

int task_wake(struct task *t, ...);
