// bindgen-flags: --with-derive-default
// Default is derived where possible, otherwise implemented by zero-filling.
struct plain_data {
    int a;
    float b;
    char c[4];
};

struct with_pointer {
    int *p;
};

union either {
    int i;
    float f;
};

struct with_big_array {
    int values[40];
};
