// An anonymous struct named by its typedef.
typedef struct {
    int width;
    int height;
} size2d;

size2d size2d_scale(size2d s, int factor);
