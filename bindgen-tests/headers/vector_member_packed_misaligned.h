// Records whose members' types are aligned above 8 and that hold bitfield
// units, where a `packed` member attribute or `#pragma pack` moved a member
// off its type's alignment: `packed(N)` with a `_bindgen_align` marker, as
// upstream writes them (c-fuzz seed 7303 case 80).
typedef float vmm_f4 __attribute__((vector_size(16)));

struct vmm_member_attr {
    int tag;
    vmm_f4 lanes __attribute__((packed));
    signed char small;
    float ratio;
    void (*hook)(int);
    short flags : 3;
};

struct vmm_member_attr_align4 {
    int tag;
    vmm_f4 lanes __attribute__((packed));
    char after;
    short flags : 3;
};

struct vmm_two_vectors {
    vmm_f4 first __attribute__((packed));
    int gap;
    vmm_f4 second __attribute__((packed));
    long tail;
    int flags : 3;
};

struct vmm_vector_array {
    int tag;
    vmm_f4 lanes[2] __attribute__((packed));
    long tail;
    int flags : 3;
};

struct vmm_short_then_vector {
    short tag;
    vmm_f4 lanes __attribute__((packed));
    short after;
    short flags : 3;
};

#pragma pack(push, 4)
struct vmm_pragma_after_int {
    int tag;
    vmm_f4 lanes;
    int flags : 3;
};
struct vmm_pragma_long_moved {
    vmm_f4 lanes;
    int tag;
    long tail;
    int flags : 3;
};
#pragma pack(pop)

struct __attribute__((packed, aligned(4))) vmm_record_attr {
    int tag;
    vmm_f4 lanes;
    int flags : 3;
};

/* Every member where its type puts it: plain `repr(C)`, marker. */
struct __attribute__((packed, aligned(8))) vmm_natural {
    vmm_f4 lanes;
    int tag;
    int flags : 3;
};
