// bindgen-flags: --opaque-type 'frame_.*' --no-copy 'frame_.*' --with-derive-hash --with-derive-partialeq --with-derive-default --impl-debug
// A packed record made opaque that is not `Copy` derives nothing, as a
// packed struct without `Copy` does: its blob zero-fills `Default` and
// `--impl-debug` writes its `Debug`. A plain record made opaque keeps its
// derives. What holds the packed blob derives only what it implements.

struct __attribute__((packed)) frame_wire {
    char kind;
    int length;
};

#pragma pack(2)
struct frame_half {
    char kind;
    int length;
};
#pragma pack()

struct frame_plain {
    char kind;
    int length;
};

struct holds_wire {
    struct frame_wire wire;
};
