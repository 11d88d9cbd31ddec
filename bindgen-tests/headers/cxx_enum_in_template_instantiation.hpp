// bindgen-flags: -- -x c++ -std=c++14

/* An enum declared inside a class template: the template's member of that
   enum type is its underlying integer, so a class holding an instantiation
   spells it generically (upstream's choice), not as a blob. */
template <class Key, class Payload> struct LookupTable {
    Key first_key;
    enum Density { Sparse, Dense } density;
    unsigned short buckets;
};

struct Catalogue {
    LookupTable<int, double> by_id;
    LookupTable<short, char> by_tag;
};
