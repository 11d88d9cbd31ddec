// Object-like macros holding decimal integers.
#define BUFFER_SIZE 256
#define ZERO 0
#define NEGATIVE_ONE -1
