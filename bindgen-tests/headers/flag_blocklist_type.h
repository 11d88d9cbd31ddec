// bindgen-flags: --blocklist-type secret --raw-line "#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct secret { pub hidden: ::std::os::raw::c_int }"
// A blocklisted type is not defined but its uses stay; users lose derives.
struct secret {
    int hidden;
};

struct shows_secret {
    struct secret *ptr;
    int n;
};
