// bindgen-flags: --flexarray-dst

/* Under --flexarray-dst the flexible array member of a packed struct is
 * `ManuallyDrop<FAM>`: rustc rejects an unsized last field that may need
 * dropping in a packed struct (E0277). Unpacked ones keep a bare `FAM`. */
struct __attribute__((packed)) frame {
    unsigned char tag;
    unsigned int words[];
};

#pragma pack(push, 2)
struct chunk {
    char kind;
    int len;
    short body[];
};
#pragma pack(pop)

struct plain_tail {
    int n;
    long items[];
};
