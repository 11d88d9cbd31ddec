// A function returning a function pointer.
int (*pick_handler(int kind))(double value);
