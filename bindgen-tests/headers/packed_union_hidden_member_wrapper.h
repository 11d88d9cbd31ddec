// A packed union whose anonymous union member holds a 16-aligned union and a
// member annotated `hide` (which hides its pointer type, so nothing derives
// through it): the anonymous union is not `Copy`, so both unions are
// structs of `__BindgenUnionField`s, and the packed one keeps its fields
// instead of becoming a blob.
union __attribute__((packed)) puh_slot {
    unsigned __int128 wide;
    float ratio;
    union {
        unsigned char tag;
        union puh_inner {
            long double precise;
            int whole;
        } inner;
        /** <div rustbindgen hide></div> */
        struct puh_peer *peer;
        const unsigned long long stamp;
    };
};
