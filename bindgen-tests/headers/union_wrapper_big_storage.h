// bindgen-flags: --with-derive-default
// A union with a member that is not Copy (a packed struct ending in a
// flexible array) is emitted as a struct of union fields plus a storage
// array; with more than 32 elements that array has no derivable Default.
struct disk_inode {
    int mode;
    union {
        struct {
            short extra_size;
            long long created;
            int inline_data[];
        } __attribute__((packed));
        int block_addr[200];
    };
};
