// bindgen-flags: --allowlist-type 'inv::Shelf' --allowlist-function 'inv::.*' --opaque-type 'vendor::.*' -- -x c++ -std=c++17
// The types named by the arguments of an opaque instantiation still come
// along (`Part` of a `vendor::list<Part>` member), also those named only by
// a function left out for returning such an instantiation by value.
namespace vendor {
template <class T> class list {
    T *first;
    T *last;
    unsigned long size;
public:
    ~list();
};
}
namespace inv {
enum class Grade { NEW, USED };
struct Part { int sku; };
struct Label { char text[8]; };
struct Shelf { vendor::list<Part> parts; int slots; };
vendor::list<Grade> grades(int shelf);
void relabel(const vendor::list<Label> &labels);
}
