// bindgen-flags: --raw-line "// first raw line" --raw-line "pub const RAW: u8 = 1;"
// --raw-line text is inserted verbatim after the header comment.
struct after_raw {
    int v;
};
