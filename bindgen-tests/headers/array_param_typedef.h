// Arrays named through typedefs decay to element pointers in parameters, in
// declarations and in function-pointer types alike; const elements give *const.
typedef float point3[3];
typedef double grid[4][4];
typedef struct { int word; } limb;
typedef limb bignum[1];
typedef int count;
typedef count counts[8];
typedef counts counts_again;
typedef const count frozen[2];

void translate(point3 p, const point3 by);
void transpose(grid out, const grid in);
void big_add(bignum sum, const bignum a, const bignum b);
void tally(counts c, counts_again d, frozen e, const counts f);
void rows(const count r[][6], count s[5], int n, int vla[n]);
void pointer_to_const_rows(const unsigned char (*digest)[20], const grid *g);

typedef void (*transform_fn)(point3 p, const point3 q);
struct scene {
    void (*apply)(point3 p, const grid m);
    const short (*table)[7];
};
void on_move(void (*cb)(point3 where));
extern const char (*labels)[16];
typedef const char (*label_ref)[16];
