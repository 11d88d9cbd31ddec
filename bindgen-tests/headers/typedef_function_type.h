// A typedef of a function type (not a pointer), used through pointers.
typedef int compare_fn(const void *a, const void *b);

struct sorter {
    compare_fn *cmp;
    unsigned long width;
};

void sort_with(void *base, unsigned long n, compare_fn *cmp);
