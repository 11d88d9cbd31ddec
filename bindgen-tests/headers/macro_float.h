// Object-like macros holding floating-point literals.
#define GOLDEN_RATIO 1.618
#define SCALE 2.5f
