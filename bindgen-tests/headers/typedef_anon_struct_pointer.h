// A typedef of a pointer to an anonymous struct: the struct gets a
// generated name.
typedef struct {
    int fd;
    int events;
} *poll_entry_ptr;

void poll_once(poll_entry_ptr entries, int n);
