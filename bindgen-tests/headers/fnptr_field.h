// Function pointers stored in struct members.
struct ops {
    int (*open)(const char *path, int flags);
    void (*close)(int fd);
    void (*reset)(void);
};
