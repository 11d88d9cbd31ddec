// Arrays of function pointers, in a struct and as a global.
struct dispatch {
    void (*handlers[4])(int code);
};

extern int (*table_ops[3])(int, int);
