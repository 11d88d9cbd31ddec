// A zero-width bitfield moves the next member to its type's boundary; when
// that member is anonymous the padding goes before it (offset 4, as in C).
// Upstream puts the anonymous member at offset 1 and the padding after it.

struct tagged_word {
    char tag;
    unsigned int : 0;
    struct {
        char low;
        char high;
    };
};
