// bindgen-flags: --flexarray-dst
// Under `--flexarray-dst` a packed struct's flexible array member is a
// `ManuallyDrop<FAM>`: rustc refuses an unsized field of a packed struct
// that may need dropping. An unpacked one, aligned or not, stays `FAM`.

struct wire_frame {
    unsigned char kind;
    unsigned short words[];
} __attribute__((packed));

#pragma pack(2)
struct half_packed_log {
    char tag;
    long entries[];
};
#pragma pack()

struct plain_log {
    char tag;
    long entries[];
};

struct __attribute__((aligned(16))) wide_log {
    char tag;
    int entries[];
};
