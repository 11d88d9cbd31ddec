// Global arrays, one and two dimensional.
extern int lookup[8];
extern const unsigned char palette[16][3];
