// C keeps struct tags and typedef names apart, Rust does not: the tag that
// comes first keeps `pair`, the typedef of another type becomes `pair1`.
// A typedef naming its own struct is no clash.

struct pair {
    int left, right;
};
typedef long pair;

typedef struct cell {
    short v;
} cell;

pair pair_sum(struct pair p);
