// A function returning a function pointer: the returned type has the
// parameters its own declarator lists, not the outer function's
// (a deliberate difference from upstream, see the book).
typedef int (*unary)(int);
int (*choose(int which, int fallback))(int);
unary choose_named(int which, int fallback);
void (*handler_for(const char *name))(int signal, void *context);
