// Typedefs of primitive types.
typedef unsigned int uint;
typedef char byte;
typedef double real;
typedef _Bool flag;
