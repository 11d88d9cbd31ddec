// C has no struct scope: a struct, union or enum tag first named inside a
// member declaration is a file-scope type, so it keeps its own name.
struct request;
struct queue {
    struct worker *owner;               /* never defined anywhere */
    struct {
        struct credentials *creds;      /* inside an anonymous struct */
        int flags;
    } auth;
    union {
        struct inode *as_inode;         /* inside an anonymous union */
        unsigned long raw;
    };
    enum priority *prio;                /* an enum tag, never defined */
    struct request *head;               /* declared before, file scope */
    struct slot { int index; } first;   /* a definition stays nested */
};

struct worker *queue_owner(const struct queue *q);
