// bindgen-flags: -- -x c++ -std=c++17
// An empty base `Mark` at offset 0, a first data base `Head` there too,
// then a base `Tail` holding another `Mark` at its own start: `Tail`
// starts after `Head` (at 8), so its `Mark` never meets the one at 0 and
// nothing moves. The class is laid out as Rust places its fields.
struct Mark {};

struct Head {
    long long h;
};

class Tail : public Mark {
    int t;

public:
    unsigned short bits : 5;
    int u;
};

struct Holder {
    Mark m;
    int v;
};

class Joined : public Mark, public Head, public Tail {
public:
    int flags : 7;
    long long after;
};

// The same with a base holding `Mark` as a member at its start.
struct Members : Mark, Head, Holder {
    char c;
};
