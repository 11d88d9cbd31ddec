// A function pointer whose parameter is itself a function pointer.
typedef int (*binop)(int, int);

struct combinator {
    int (*apply)(binop op, int a, int b);
    binop (*choose)(char symbol);
};
