/* The accessor annotation on members whose reference accessors would not
 * compile: members of a native union get `unsafe fn` accessors (reading one
 * is unsafe), and members of a packed record that need more alignment than
 * the packing get none (a reference to them would be unaligned); members
 * the packing leaves aligned keep theirs. */

union sample {
    /** <div rustbindgen accessor></div> */
    int whole;
    /** <div rustbindgen accessor="immutable"></div> */
    float ratio;
    /** <div rustbindgen accessor="unsafe"></div> */
    unsigned char bytes[4];
};

struct __attribute__((packed)) frame {
    /** <div rustbindgen accessor></div> */
    char tag;
    /** <div rustbindgen accessor></div> */
    int length;
    /** <div rustbindgen accessor="immutable"></div> */
    char name[6];
};

#pragma pack(push, 2)
/** <div rustbindgen accessor></div> */
struct record2 { char kind; short count; long total; };
#pragma pack(pop)

/** <div rustbindgen accessor="immutable"></div> */
union __attribute__((packed)) tight_value { char small; double big; };
