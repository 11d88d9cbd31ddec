// bindgen-flags: --opaque-type '.*_blob' --no-derive-copy --with-derive-default --impl-debug

/* An opaque record that is packed in C and not `Copy` derives nothing, as a
 * packed record with its fields: it gets the zero-filling `Default` and,
 * under --impl-debug, a written `Debug`. Packed in C means `packed` is
 * written, or a member is more aligned than the record (#pragma pack). */
struct __attribute__((packed)) tag_blob {
    char code;
};

#pragma pack(push, 2)
struct pair_blob {
    short lo;
    int hi;
};
#pragma pack(pop)

#pragma pack(push, 1)
struct byte_blob {
    char only;
};
#pragma pack(pop)

struct word_blob {
    long w;
};
