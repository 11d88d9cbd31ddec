// bindgen-flags: --no-derive-copy --with-derive-default
// A packed record without `Copy` derives nothing (a derive would take
// references to its fields), but a flexible array of it is still
// `Debug` and `Default`: `__IncompleteArrayField` is `Debug` whatever it
// holds and its `Default` asks only for the element's, which the packed
// record has (by the zero-filling impl). So its holder derives both, as
// upstream's does.
#pragma pack(1)
struct fap_rec {
    unsigned int tag;
    long double value;
};
#pragma pack()

struct fap_flex {
    int count;
    struct fap_rec items[];
};

struct fap_zero {
    int count;
    struct fap_rec items[0];
};
