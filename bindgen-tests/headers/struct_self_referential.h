// A singly linked list node that points at its own type.
struct list_node {
    int value;
    struct list_node *next;
};

struct list_node *list_push(struct list_node *head, int value);
