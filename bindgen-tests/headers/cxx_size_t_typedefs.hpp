// bindgen-flags: -- -x c++ -std=c++14
// Every typedef named `size_t` of the pointer's width is `usize`, wherever
// it is declared: in a namespace, at file scope and in a class (which then
// declares no type of its own for it).
namespace std {
typedef decltype(sizeof 0) size_t;
}
typedef std::size_t size_t;

namespace io {
struct Buffer {
    typedef unsigned long size_t;
    size_t len;
    std::size_t cap;
};
size_t buffer_len(const Buffer *b);
std::size_t buffer_cap(const Buffer *b);
}
