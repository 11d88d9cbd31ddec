// A 16-byte vector is 16-aligned in C but an array of its elements in
// Rust: the member is placed at its C offset with explicit padding.
// (Upstream leaves the padding out, and the member at offset 8; its
// layout check fails.)

typedef float lanes4 __attribute__((vector_size(16)));

struct sample {
    long stamp;
    lanes4 lanes;
    char tag;
};
