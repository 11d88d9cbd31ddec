// bindgen-flags: --disable-untagged-union
// Accessors of members of unions emitted as structs of __BindgenUnionField:
// the getters return the field's own type, the wrapper.

/** <div rustbindgen accessor></div> */
union word_view {
    int whole;
    unsigned char bytes[4];
};

union tagged_tail {
    /** <div rustbindgen accessor="immutable"></div> */
    short head;
    /** <div rustbindgen accessor="unsafe"></div> */
    char tail[0];
};
