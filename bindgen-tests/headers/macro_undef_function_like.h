// Function-like macros follow the same rule as object-like ones: only the
// definitions in force at the end of the input count.

// Still defined: a constant may expand it.
#define SCALE(v) ((v) * 4)
#define SCALED_TWO SCALE(2)

// Undefined for good: a constant that calls it has no value at the end
// (clang would read `HALVE(10)` as a call of an undeclared function).
#define HALVE(v) ((v) / 2)
#undef HALVE
#define HALVED_TEN HALVE(10)

// Function-like, then undefined, then an object: the object wins.
#define SHAPE(x) (x)
#undef SHAPE
#define SHAPE 3

// An object, then undefined, then function-like: no constant of that name.
#define MODE 1
#undef MODE
#define MODE(x) (x + 1)
#define MODE_OF_ONE MODE(1)

// Redefined with another parameter list: the last one is expanded.
#define PICK(a) (a)
#undef PICK
#define PICK(a, b) (b)
#define PICKED PICK(1, 9)
