// A struct whose alignment is raised by an attribute.
struct __attribute__((aligned(16))) cache_line {
    int a;
    int b;
};
