/* A small header bundled with the project: `bash scripts/demo.sh` turns it into Rust. */
#include <stdint.h>

#define DEMO_VERSION 3
#define DEMO_NAME "demo"

/** A 2-D point. */
struct point {
    int32_t x;
    int32_t y;
};

/** Flags packed into bits. */
struct flags {
    unsigned ready : 1;
    unsigned mode : 3;
    signed level : 4;
};

enum shape_kind { SHAPE_CIRCLE, SHAPE_SQUARE = 4 };

typedef int (*visit_fn)(const struct point *p, void *user);

int demo_visit(const struct point *points, uint32_t count, visit_fn f, void *user);
