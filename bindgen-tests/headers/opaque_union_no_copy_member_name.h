// bindgen-flags: --opaque-type 'onc_.*' --no-copy 'onc_u_.*'
// A pointer or array member has a name of its own for the derive lists
// (`onc_u_ptr_long_double`, `onc_u_array2_int`): a `--no-copy` pattern
// matching it takes `Copy` from the member, so an opaque union holding it
// is a struct around its blob, as upstream's (seed 7910 case 49). A plain
// member (`short`) is named by no such pattern.
union onc_u {
    short s;
    long double *p;
};

union onc_v {
    short s;
    int arr[2];
};

union onc_w {
    short s;
    long v;
};
