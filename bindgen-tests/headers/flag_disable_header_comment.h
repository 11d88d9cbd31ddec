// bindgen-flags: --disable-header-comment
// No header comment at the top of the output.
int no_banner(void);
