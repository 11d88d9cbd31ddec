// A function that takes a callback and its context.
void visit_all(void (*visit)(void *ctx, int item), void *ctx);
