// A pointer to an array, as a member and as a parameter.
struct grid_ref {
    int (*row)[4];
};

void fill_rows(int (*rows)[4], int n);
