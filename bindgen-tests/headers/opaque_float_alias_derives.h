// bindgen-flags: --opaque-type 'ofa_.*' --new-type-alias 'ofa_n.*' --with-derive-eq --with-derive-ord --with-derive-hash
// An opaque typedef whose own target is a floating type (directly, or as
// the element of an array, a vector or a `_Complex`) derives neither `Eq`
// nor `Ord`, and neither does what holds it, as upstream 0.73 decides;
// one that reaches the float through another typedef or a record derives
// them as any blob does.

typedef double ofa_real;
typedef ofa_real ofa_real_again;
typedef float ofa_nsingle;
typedef long double ofa_nwide;
typedef float ofa_ntriple[3];
typedef double ofa_nmatrix[2][2];
typedef float ofa_nlanes __attribute__((vector_size(16)));
typedef _Complex double ofa_ncomplex;
typedef double *ofa_nptr;
struct ofb_point { double x, y; };
typedef struct ofb_point ofa_npoint;
typedef struct ofb_point ofa_npoints[2];
typedef int ofa_ncount;

struct ofb_holder {
    ofa_real r;
    ofa_ncount n;
};

struct ofb_holder_again {
    ofa_real_again r;
    ofa_npoint p;
};
