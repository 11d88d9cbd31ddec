// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17
// Inside a class template its own name without arguments (the injected
// class name: `Chain *next;` in `Chain<T>`) is the template with its own
// parameters, as upstream spells it (`*mut Chain<T>`), also in a class
// nested in the template and for a template in a namespace.
template <typename T>
struct Chain {
    T item;
    Chain *next;
    struct Link {
        Link *self;
        Chain *owner;
        T copy;
    };
    Link link;
};

namespace graph {
template <typename K, typename V>
struct Edge {
    K from;
    V weight;
    Edge *reverse;
    const Edge &peer() const;
};
}

struct Network {
    Chain<int> chain;
    graph::Edge<char, long> edge;
};
