// Anonymous types are numbered per scope (`_bindgen_ty_N` at file scope,
// `<parent>__bindgen_ty_N` inside a record) with all anonymous records
// first and the anonymous enums after them, each group in source order,
// as upstream numbers them.

enum { MODE_IDLE, MODE_BUSY } current_mode;
struct { int hits; } counters;
enum { LEVEL_LOW };
union { float f; unsigned bits; } pun;

struct gauge {
    enum { G_RED, G_GREEN } color;
    struct { short lo, hi; } span;
    enum { G_FLAT };
    union {
        long ticks;
        struct { enum { U_ON } sw; struct { char c; } inner; } nested;
    } reading;
};
