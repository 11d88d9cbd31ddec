// bindgen-flags: --with-derive-default --impl-debug --opaque-type 'oam_k_.*'
// An anonymous member whose union type `--opaque-type` makes a blob gives
// its record the zero-filling `Default` and the written `Debug`, not the
// derives, as upstream does (seed 7911 case 249).
struct oam_k {
    int x;
    union {
        int a;
        double b;
    };
};
