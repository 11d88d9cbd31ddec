// bindgen-flags: --flexarray-dst --impl-debug

/* --impl-debug writes `Debug` for the sized form (`frame<[u32; 0]>`) of a
 * generic struct, as for other records; a member the packing leaves
 * under-aligned is never referenced. */
struct __attribute__((packed)) frame {
    unsigned char tag;
    unsigned int words[];
};

#pragma pack(push, 4)
struct note {
    char kind;
    long stamp;
    int body[];
};
#pragma pack(pop)
