// bindgen-flags: --impl-debug --impl-partialeq --with-derive-partialeq
// Records that contain unions cannot derive Debug/PartialEq; these flags write them by hand.

union number {
    int i;
    float f;
};

struct tagged {
    int tag;
    union number value;
    unsigned flags : 3;
    double weight;
};
