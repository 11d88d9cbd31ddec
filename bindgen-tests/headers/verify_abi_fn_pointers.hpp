// bindgen-flags: --verify-abi --opaque-type small_code
// A function pointer follows the rule of a function: where a function of
// its signature is left out because Rust cannot call it as C++ does, the
// pointer is a pointer-sized `usize` (it keeps the layout of what holds
// it, and cannot be called wrongly). The functions next to them are left
// out; `plain` and `plain_fn` are checked and kept.
typedef signed char small_code;

class Counted {
public:
    Counted(const Counted &other);
    int n;
};

template <typename T> struct Owner {
    T *p;
    ~Owner();
};

typedef void (*takes_counted)(Counted c);
typedef Counted (*makes_counted)(int n);
typedef small_code (*narrows)(small_code c);
typedef void (*anything)(...);
typedef void (*takes_owner)(Owner<int> o);
typedef int (*plain_fn)(int a, double b);

struct callbacks {
    takes_counted on_take;
    makes_counted on_make;
    narrows on_narrow;
    anything on_any;
    plain_fn on_plain;
};

void take_counted(Counted c);
small_code narrow(small_code c);
int plain(int a, double b);
