// More C++ for scripts/callbacks_upstream.sh: nested namespaces, class
// templates and their instantiations, overloads, bitfields, unions, typedefs
// of anonymous types and aliases in classes.
namespace outer { namespace inner {
template <typename T, int N> struct Buffer { T items[N]; int used; };
template <typename K, typename V> struct Pair { K key; V value; };
typedef Pair<int, double> IntDouble;
using Bytes = Buffer<unsigned char, 16>;
struct Flags { unsigned ready : 1; unsigned mode : 3; int level : 4; };
typedef union { int i; float f; } number_u;
class Widget {
public:
    Widget(int w);
    Widget(int w, int h);
    void resize(int w);
    void resize(int w, int h);
    static Widget make(void);
    using size_type = unsigned long;
    size_type area;
    IntDouble pair;
    Bytes bytes;
    Flags flags;
    number_u num;
    enum class Mode : char { Small = 'a', Large = 'b' };
    Mode mode;
};
int overloaded(int);
int overloaded(const char *);
}
inline namespace v1 { struct Versioned { long v; }; }
}
#define MORE_LIMIT 16u
struct Plain { Plain(); ~Plain(); int get() const; };
