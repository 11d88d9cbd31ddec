// bindgen-flags: --clang-macro-fallback --clang-macro-fallback-build-dir /tmp --experimental --emit-diagnostics

/* The macro fallback's scratch files go to a directory of the user's
 * choice (a private directory inside it, removed afterwards). */
#define SIDE 12
#define AREA (SIDE * SIDE)
#define HALF_AREA (AREA / 2)
struct tile { int side; };
