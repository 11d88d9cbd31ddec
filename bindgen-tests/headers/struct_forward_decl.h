// A struct that is declared but never defined, used through pointers.
struct handle;

struct handle *handle_open(const char *name);
void handle_close(struct handle *h);
