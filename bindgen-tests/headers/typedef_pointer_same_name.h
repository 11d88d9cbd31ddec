// A pointer typedef named like the tag it points to: the record (or enum)
// keeps the name and the typedef becomes `<name>_ptr`, used wherever the
// typedef is.
typedef struct list_item {
    int value;
    struct list_item *next;
} *list_item;
typedef struct session *session;
typedef union number { int i; double d; } *number;
typedef enum colour { RED, GREEN } *colour;
typedef const struct settings { int verbose; } *settings;

void list_push(list_item head, int value);
session session_open(const char *where);
struct list_item list_first(list_item head);
void paint(colour c, number n, struct session *raw, settings s);
typedef void (*on_item)(list_item it);
struct registry {
    list_item first;
    session current;
};
