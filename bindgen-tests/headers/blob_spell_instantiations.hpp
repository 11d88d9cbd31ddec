// bindgen-flags: --opaque-type bs::.* --with-derive-hash --with-derive-partialeq -- -x c++ -std=c++11

namespace bs {
template <class T> class Vec { T *a, *b, *c; };
template <class T, int N> class Arr { T a[N]; };
template <class T> struct alignas(16) Wide { T a; };
}

struct BsApp {
    bs::Vec<int> v;
    bs::Arr<long long, 1> one;
    bs::Arr<long long, 40> many;
    bs::Arr<int, 3> ints;
    bs::Wide<int> wide;
};
typedef bs::Vec<int> BsVecT;
void bs_take(bs::Vec<int> *p);
bs::Vec<int> *bs_give();

/* Inside a packed struct the blob stays integer words (E0588). */
struct __attribute__((packed)) BsPacked { char tag; bs::Vec<char> v; };
