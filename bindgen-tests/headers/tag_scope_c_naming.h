// bindgen-flags: --c-naming
// Under `--c-naming` a nested type's name starts with its own kind
// (`union_`, `struct_`, `enum_`) followed by its parent's name without the
// parent's kind: `union_ledger_amount` in `struct_ledger`, also for tags
// first declared at file scope, anonymous members and deeper nesting.
struct entry;

struct ledger {
    struct entry { int id; } first;
    union amount { int cents; double units; } total;
    struct { int open; } state;
    union { short s; char c; } small;
    enum { LEDGER_NEW, LEDGER_OLD } age;
    enum status { OPEN, CLOSED } st;
    struct page { struct line { int number; } ln; } pg;
};

union slot { struct coin { int value; } c; };

typedef struct { struct inner_t { int b; } n; } wrapper_t;

struct line *line_of(struct page *p);
union amount total_of(struct ledger *l);
