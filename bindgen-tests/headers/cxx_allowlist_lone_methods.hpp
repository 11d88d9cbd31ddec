// bindgen-flags: --allowlist-function 'util::(Text_equal1|Text_view|Clock_.*|Sink_.*|Outer_.*)' --allowlist-var 'util::Clock_ticks' --allowlist-type 'util::Clock_Unit' -- -x c++ -std=c++17
// A static or virtual method named by --allowlist-function alone is
// declared on its own (its declaration names no class: no `this`, or an
// untyped one), in declaration order among the class's other selected
// children; its class is not emitted. Names and the path matched carry
// the overload number (`util::Text_equal1` is the second `equal` and
// `equal1` itself, which then becomes `util_Text_equal11`), and
// the types a signature names come along. A virtual destructor's `this`
// is typed: it brings its class.
namespace util {
struct Span { const char *p; unsigned n; };
class Text {
public:
    static bool equal(const char *a, const char *b);
    static bool equal(const char *a, const char *b, bool fold);
    static Span view(const char *s);
    static bool equal1();
private:
    static int secret();
};
class Clock {
public:
    virtual long now() const;
    struct Unit { int per_second; };
    static int ticks;
    static int resolution();
    virtual void reset(int to);
    virtual int pure_hook() = 0;
};
class Sink {
public:
    virtual ~Sink();
    int written;
};
class Outer {
public:
    class Inner { public: static unsigned version(); };
};
}
