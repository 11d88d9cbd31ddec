// bindgen-flags: --verify-abi --opaque-type small_code --vtable-generation
// Methods follow the rule of free functions: one passing or returning by
// value what Rust cannot pass as C++ does (a wide long double, a vector, an
// opaque narrow signed typedef) is left out with a warning, and so is a
// static `f(...)`; `this` is not such a value, so a variadic member
// function keeps its `...`. `scale` and `log` are declared and checked.
// In the vtable a slot of such a method is a pointer-sized `usize`.
typedef float quad __attribute__((vector_size(16)));
typedef signed char small_code;

class Meter {
public:
    long double precise(long double x);
    static long double convert(long double x);
    quad lanes(quad v);
    small_code code(small_code c);
    static void anything(...);
    int scale(int by);
    int log(const char *fmt, ...);
    virtual long double weight(long double grams);
    virtual int rank();
};
