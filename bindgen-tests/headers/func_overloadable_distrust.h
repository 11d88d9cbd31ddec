// bindgen-flags: --distrust-clang-mangling
// Without mangled names every overload would link to the plain name: only
// the first of each is kept.
__attribute__((overloadable)) int clamp(int v, int lo, int hi);
__attribute__((overloadable)) double clamp(double v, double lo, double hi);
__attribute__((overloadable)) float clamp(float v);
int clamp1(const char *why);

__attribute__((overloadable)) void emit(const char *text);
__attribute__((overloadable)) void emit(unsigned long long number);
__attribute__((overloadable)) void emit(const char *text);

__attribute__((overloadable)) int single(int x);
void not_overloaded(int x);

struct pair_t { int a, b; };
__attribute__((overloadable)) struct pair_t make(int a);
__attribute__((overloadable)) struct pair_t make(const struct pair_t *from);
