// bindgen-flags: --rust-target 1.51 --default-non-copy-union-style manually_drop --bindgen-wrapper-union Wrapped --no-copy NoCopy
/* Opaque unions whose members are not all `Copy` (a member `hide` hides
 * with its own pointer type, a `--no-copy` record). In the `ManuallyDrop`
 * style they stay `union`s of their blob; `--bindgen-wrapper-union` makes
 * one a struct around the blob again. */
struct NoCopy { int a; };
struct Fwd;

/** <div rustbindgen opaque></div> */
union HidesMember {
    unsigned int t;
    /** <div rustbindgen hide></div> */
    struct Fwd *const p;
};

/** <div rustbindgen opaque></div> */
union __attribute__((packed)) HoldsNoCopy {
    unsigned int t;
    struct NoCopy n[3];
};

/** <div rustbindgen opaque></div> */
union Wrapped {
    unsigned int t;
    struct NoCopy n;
};

union Plain {
    unsigned int t;
    struct NoCopy n;
};
