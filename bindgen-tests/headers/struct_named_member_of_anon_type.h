// Members whose types are anonymous but which have names themselves.
struct shape {
    int id;
    union {
        int radius;
        float side;
    } dim;
    struct {
        short r, g, b;
    } color;
};
