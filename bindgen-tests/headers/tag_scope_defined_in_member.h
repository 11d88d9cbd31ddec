// C has no struct scope. A tag defined inside a record is named after the
// record (`ledger_entry`) unless it was declared at file scope first, by a
// forward declaration, a typedef or a prototype: then it keeps its own name.
// Either way it is emitted right after the record that defines it.
struct entry;
typedef union amount amount_t;
struct cursor *open_cursor(void);

struct ledger {
    struct entry { int id; long value; } first;
    union amount { int cents; double units; } total;
    struct cursor { struct entry *at; struct page { int number; } pg; } cur;
    struct note { char text[8]; } remark;       /* first declared here */
    union coin { short s; char c; } change;     /* first declared here */
    enum state { OPEN, CLOSED } st;             /* first declared here */
};

struct entry;           /* a later declaration changes nothing */
union coin;

struct journal {
    struct entry e;
    amount_t a;
    struct cursor c;
    struct page p;
    struct note n;
    union coin k;
    enum state s;
};

struct entry *next_entry(struct entry *e);
struct note *note_of(struct ledger *l);
