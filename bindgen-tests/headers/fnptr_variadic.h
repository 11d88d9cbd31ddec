// A pointer to a variadic function.
struct logger {
    int (*log)(const char *fmt, ...);
};
