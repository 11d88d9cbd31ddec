// bindgen-flags: --explicit-padding
// --explicit-padding: every gap becomes a named padding field.
struct padded {
    char a;
    int b;
    char c;
};
