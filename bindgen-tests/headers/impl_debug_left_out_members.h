// bindgen-flags: --impl-debug --blocklist-type 'ildo_handle|ildo_box_array2_int' --raw-line '#[repr(C)] pub struct ildo_handle { pub raw: u64 }'
// The `Debug` impl `--impl-debug` writes leaves out, as upstream's does,
// the members whose type is not emitted or hidden: a blocklisted record
// (`h`), a typedef of one (`ht`), an array blocklisted by upstream's name
// for it (`pair`), a pointer a `hide` on its member reaches (`secret`). The
// hand-written `ildo_handle` has no `Debug`, and the impl still builds. A
// pointer to a blocklisted record, and a bitfield, are printed.

struct ildo_handle {
    unsigned long long raw;
};

typedef struct ildo_handle ildo_handle_t;

struct ildo_box {
    int id;
    struct ildo_handle h;
    ildo_handle_t ht;
    struct ildo_handle *hp;
    int pair[2];
    /** <div rustbindgen hide></div> */
    int *secret;
    unsigned flag : 1;
};
