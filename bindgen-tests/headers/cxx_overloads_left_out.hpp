// bindgen-flags: --allowlist-type 'doc::.*' --allowlist-function 'doc::.*' --opaque-type 'text::.*' -- -x c++ -std=c++17
// An overload left out (it passes an opaque template instantiation by
// value) still takes its number: the overloads after it keep the names
// upstream gives them, for the declarations and the impl wrappers alike.
namespace text {
template <class Ch> class basic_buf {
    Ch *data;
    unsigned long len;
public:
    ~basic_buf();
};
typedef basic_buf<char> buf;
struct holder { buf b; };
}
namespace doc {
class Node {
public:
    text::buf render(int depth) const;
    unsigned long render(char *out, unsigned long cap, int depth) const;
    int render(char *out) const;
    int kind;
};
text::buf title(int id);
int title(char *out, int id);
}
