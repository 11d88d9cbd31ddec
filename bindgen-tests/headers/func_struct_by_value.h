// Structs passed and returned by value.
struct pair2 {
    long a;
    long b;
};

struct pair2 pair_swap(struct pair2 p);
