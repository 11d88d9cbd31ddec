// bindgen-flags: --c-naming --no-debug '(sample|probe|reading__bindgen_ty_1|reading_cell)_array.*' --no-copy 'struct_window_ptr.*'
// Under --c-naming a record is `struct_probe`, but upstream names its
// members' pointer and array types after it without the kind prefix
// (`probe_array4_unsigned_int`), and the lists match those names: the
// `--no-debug` pattern reaches `sample`, `probe`, the anonymous member
// struct of `reading` and the nested `reading_cell`, while the `--no-copy`
// pattern, spelled with the prefix, reaches nothing.

typedef struct {
    unsigned int taps[4];
} sample;

struct probe {
    unsigned int pins[4];
};

struct reading {
    struct {
        short raw[2];
    } pair;
    struct cell {
        char label[3];
    } box;
};

struct window {
    int *cursor;
};
