// bindgen-flags: --disable-untagged-union --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq
// With `--disable-untagged-union` every union is a struct of
// `__BindgenUnionField`s. Those implement Debug, Hash, PartialEq and Default
// whatever they hold, so the union derives them; Eq only without a float
// member; Copy only when every member is Copy (not with `data[0]`).
union sample {
    float f;
    unsigned tag : 4;
    int i;
};

union packet {
    unsigned short kind : 5;
    unsigned short len : 11;
    unsigned char data[0];
};

struct frame {
    union sample s;
    union packet p;
};
