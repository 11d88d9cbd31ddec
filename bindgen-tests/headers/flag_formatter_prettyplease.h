// bindgen-flags: --formatter prettyplease
// --formatter prettyplease: formatted in-process.
struct pretty {
    int a;
    unsigned char b[2];
};

int pretty_fn(int x);
