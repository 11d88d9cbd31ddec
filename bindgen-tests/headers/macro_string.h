// Object-like macros holding string literals.
#define APP_NAME "demo"
#define EMPTY_STRING ""
