// A typedef with the same name as the struct tag adds nothing.
typedef struct context context;

struct context {
    int depth;
};

context *context_new(void);
