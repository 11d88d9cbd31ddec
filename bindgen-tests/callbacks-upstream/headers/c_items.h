// Items of every kind the callbacks are asked about, for
// scripts/callbacks_upstream.sh (C).
#include <stdint.h>
/** A point. */
struct point { int x; /**< x */ int y; unsigned flags : 3; };
typedef struct point point_t;
typedef int blocked_t;
struct holder { blocked_t b; point_t p; struct { int a; } anon; union { int i; float f; } u; };
enum color { RED, GREEN = 5, BLUE };
typedef enum { ONE = 1, TWO } number_t;
#define LIMIT 100
#define NAME "abc"
#define NEG (-3)
#define BIG UINT64_C(0xffffffffffff)
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define TWICE(x) ((x) * 2)
#define USES TWICE(LIMIT)
extern int counter;
int add(int a, int b);
static inline int sq(int v) { return v * v; }
void take(struct point *p, enum color c, number_t n);
typedef void (*cb_t)(int);
union value { int i; double d; };
struct more { int *ptr; struct point sp; int arr[4]; const char *name; cb_t cb; enum color c; number_t n; unsigned char uc; long long ll; int32_t i32; _Bool b; union value v; };
