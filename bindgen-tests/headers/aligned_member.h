// A member with raised alignment needs explicit padding before it.
struct late_int {
    char c;
    int x __attribute__((aligned(8)));
};
