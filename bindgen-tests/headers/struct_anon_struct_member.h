// An anonymous struct used as a member: its fields belong to the parent.
struct vec2 {
    struct {
        float x;
        float y;
    };
    int tag;
};
