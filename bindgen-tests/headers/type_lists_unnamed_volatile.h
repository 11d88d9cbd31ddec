// bindgen-flags: --no-copy 'volatile_short|vq_ptr_ptr_ptr_volatile_long' --no-debug 'const_volatile_char|vq_array_array2_ptr_volatile_int' --must-use-type 'ptr_volatile_unsigned_int'
// Upstream spells `volatile` in the names it gives unnamed types
// (`volatile_short`, `ptr_volatile_int`, `const_volatile_char`), as it does
// `const`; a pointer's own `volatile` is not spelled. Its `--no-*` lists and
// `--must-use-type` match those names.

struct vq_value {
    volatile short level;
    int plain;
};

struct vq_const_value {
    const volatile char flag;
};

struct vq_ptr {
    volatile long **pp;
};

struct vq_array {
    volatile int *slots[2];
};

struct vq_own_volatile {
    short *volatile reg;
};

volatile unsigned int *vq_register_at(int index);
