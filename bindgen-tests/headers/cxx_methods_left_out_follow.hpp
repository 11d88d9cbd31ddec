// bindgen-flags: --allowlist-type 'app::Logger' -- -x c++ -std=c++17
// A method left out because it passes by value an instantiation clang did
// not lay out still brings the types its signature names, and still counts
// for the overload numbers of the methods that are bound.
namespace app {
template <class T> class handle {
    T *ptr;
public:
    ~handle();
};
struct Formatter { int style; };
struct Sink { int fd; };
class Logger {
public:
    void set_formatter(handle<Formatter> f);
    void set_formatter(int style);
    handle<Sink> sink() const;
    void flush();
    int level;
};
}
