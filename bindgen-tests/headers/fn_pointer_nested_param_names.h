// A function-pointer parameter of a function-pointer type keeps the names
// its own declarator gives (SQLite's fts5 `xTokenize(..., int (*xToken)(void
// *pCtx, int tflags, ...))`), in members, typedefs, variables and function
// parameters; unnamed ones get generated names.

typedef int (*visitor_t)(void *node, int (*descend)(void *child, int depth),
                         void (*)(int level));

struct walker {
    visitor_t visit;
    void (*each)(void (*on_leaf)(int leaf, const char *label), void *user);
    int (*tokenize)(void *ctx, const char *text,
                    int (*emit)(void *ctx, int flags, const char *token, int len));
};

void walk_all(int (*visit)(void *node, int (*descend)(void *child, int depth)));

int (*global_hook)(int (*inner)(char c), long tail);
