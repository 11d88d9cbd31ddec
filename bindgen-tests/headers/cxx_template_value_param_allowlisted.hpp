// bindgen-flags: --allowlist-item 'Ring' -- -x c++ -std=c++17
// An allowlisted class template with a non-type parameter is left out (its
// uses are blobs); as upstream, only what it declares inside comes along
// (the target of its member typedef), not the types of its members.
struct Slot {
    int tag;
};
struct Cursor {
    long pos;
};
struct Stats {
    unsigned hits;
};

template <typename T, int N>
struct Ring {
    T head;
    Slot slots[N];
    Cursor *cursor;
    typedef Stats stats_type;
    Stats stats() const;
};
