// bindgen-flags: -- -x c++ -std=c++17
// Class templates with virtual methods are generic structs holding their
// vtable pointer first (before a base that has none); a base that has one
// holds it instead. Each instantiation is checked against clang's layout.
namespace ev {
template <typename T> class listener {
public:
    virtual ~listener();
    virtual void on_event(const T &value);
    T last;
    int count;
};
template <typename T> class sink {
public:
    virtual void push(T *item) = 0;
};
template <typename T> class tagged_listener : public listener<T> {
public:
    T tag;
};
template <typename T> class counter_base { T total; };
template <typename T> class counting_sink : public counter_base<T> {
public:
    virtual void reset();
    T limit;
};
struct hub {
    listener<int> ints;
    listener<double> doubles;
    sink<char> *chars;
    tagged_listener<short> tagged;
    counting_sink<long> counting;
};
}
