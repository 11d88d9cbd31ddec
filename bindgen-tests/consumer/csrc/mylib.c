#include "mylib.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int rect_area(const struct Rect *r) {
    return (r->br.x - r->tl.x) * (r->br.y - r->tl.y);
}

struct Point point_add(struct Point a, struct Point b) {
    struct Point p = { a.x + b.x, a.y + b.y };
    return p;
}

int fold(const int *values, size_t count, int init, binop_fn f, void *user) {
    int acc = init;
    for (size_t i = 0; i < count; i++)
        acc = f(acc, values[i], user);
    return acc;
}

int visit_all(const struct Visitor *v) {
    static const char *names[] = { "one", "two", "three" };
    for (int i = 0; i < 3; i++)
        v->visit(v->ctx, names[i], i + 1);
    return 3;
}

int sum_ints(int count, ...) {
    va_list ap;
    int total = 0;
    va_start(ap, count);
    for (int i = 0; i < count; i++)
        total += va_arg(ap, int);
    va_end(ap);
    return total;
}

int format_into(char *buf, size_t size, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

int call_counter = 0;
const char greeting[] = "hello from C";
const int32_t table[4] = { 2, 3, 5, 7 };

void bump(void) { call_counter++; }

struct Flags make_flags(unsigned ready, unsigned level, unsigned kind, int delta) {
    struct Flags f;
    memset(&f, 0, sizeof f);
    f.ready = ready;
    f.level = level;
    f.kind = kind;
    f.delta = delta;
    f.tail = 0xBEEF;
    return f;
}

unsigned flags_summary(const struct Flags *f) {
    return f->ready | (f->level << 1) | (f->kind << 4) | ((unsigned)(f->delta & 0x1F) << 8);
}

enum Color next_color(enum Color c) {
    switch (c) {
    case COLOR_RED: return COLOR_GREEN;
    case COLOR_GREEN: return COLOR_BLUE;
    default: return COLOR_RED;
    }
}

int perm_allows(enum Perm granted, enum Perm wanted) {
    return (granted & wanted) == wanted;
}

int mode_cost(enum Mode m) { return m == MODE_FAST ? 1 : 100; }

union Value value_from_int(int32_t i) {
    union Value v;
    v.i = i;
    return v;
}

struct Handle {
    int state;
};

Handle *handle_new(int seed) {
    Handle *h = malloc(sizeof *h);
    h->state = seed;
    return h;
}

int handle_next(Handle *h) { return ++h->state; }

void handle_free(Handle *h) { free(h); }

void buffer_fill(struct Buffer *b, uint8_t byte, size_t n) {
    if (n > sizeof b->data)
        n = sizeof b->data;
    memset(b->data, byte, n);
    b->len = n;
    strncpy(b->name, "filled", sizeof b->name);
}

size_t count_strings(const char *const *list) {
    size_t n = 0;
    while (list[n])
        n++;
    return n;
}
