// Object-like macros holding character literals.
#define SEPARATOR ','
#define NEWLINE '\n'
