// bindgen-flags: --explicit-padding --no-derive-copy
// Without Copy derives a union is a struct of `__BindgenUnionField`s plus
// its storage. --explicit-padding adds nothing to it: the storage already
// spans the union, and any extra field would make the struct larger.
union shorter_members {
    char tag[5];
    int word;
};

union over_aligned {
    __int128 wide;
    char bytes[17];
};

struct holds_one {
    char lead;
    union shorter_members inner;
};
