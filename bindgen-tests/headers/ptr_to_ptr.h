// Pointers to pointers, with const at different levels.
struct argv_like {
    char **argv;
    const char **names;
    char *const *fixed;
    int ***deep;
};

int run_main(int argc, char **argv);
