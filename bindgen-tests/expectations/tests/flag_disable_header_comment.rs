unsafe extern "C" {
    pub fn no_banner() -> ::std::os::raw::c_int;
}
