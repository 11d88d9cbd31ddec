// bindgen-flags: --no-derive-copy --default-non-copy-union-style manually_drop --bindgen-wrapper-union 'legacy_word' --with-derive-default
// A union made opaque stays a `union` of its blob under --no-derive-copy
// when its style is `ManuallyDrop` (here the default style); the one
// --bindgen-wrapper-union names is a struct around the blob.

/** <div rustbindgen opaque></div> */
typedef union {
    unsigned int bits;
    float real;
} word;

/** <div rustbindgen opaque></div> */
union legacy_word {
    unsigned int bits;
    float real;
};
