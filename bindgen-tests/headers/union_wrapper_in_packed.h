// bindgen-flags: --with-derive-default
// An anonymous union inside a packed struct whose member is not Copy (a
// struct ending in a flexible array) is a struct of union fields; its storage
// must be plain words, since a packed struct may not contain a type with
// #[repr(align)] (rustc E0588). Upstream emits the aligned helper here and
// does not compile.
struct cpu_set_hdr {
    unsigned long long format;
    unsigned long long valid_mask;
    unsigned long long banks[];
};

struct irq_target {
    unsigned int vector;
    unsigned int flags;
    union {
        unsigned long long mask;
        struct cpu_set_hdr set;
    };
} __attribute__((packed));

struct irq_retarget {
    unsigned long long partition;
    struct irq_target target;
} __attribute__((packed, aligned(8)));
