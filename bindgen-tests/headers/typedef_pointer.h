// Typedefs of pointer types.
typedef int myint;
typedef myint *myint_ptr;
typedef struct node *node_ref;
typedef const char *cstr;

struct node {
    node_ref next;
    cstr name;
};
