// An empty struct (GNU C extension): size 0, alignment 1.
struct nothing {};
