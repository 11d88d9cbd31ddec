//! The few operating-system calls made through FFI outside libclang (the
//! named pipe of the early helper unit, `parse/macros/fallback/early.rs`).
//! With `clang/`, the only place where the library itself runs `unsafe`
//! code (`codegen/` writes `unsafe` into the bindings it generates).

/// Creates the named pipe (readable and writable by this user only).
pub(crate) fn make_pipe(path: &str) -> bool {
    let Ok(c) = std::ffi::CString::new(path) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated path; mkfifo only creates it.
    unsafe { libc::mkfifo(c.as_ptr(), 0o600) == 0 }
}

/// Clears `O_NONBLOCK` on the pipe's descriptor.
pub(crate) fn set_blocking(pipe: &std::fs::File) {
    use std::os::unix::io::AsRawFd;
    let fd = pipe.as_raw_fd();
    // SAFETY: `fd` is open for the duration of these calls; F_GETFL/F_SETFL
    // only read and set its status flags.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
}
