// bindgen-flags: --blocklist-type Hidden -- -x c++ -std=c++17
// A class whose vtable pointer only comes from a blocklisted base keeps the
// pointer's bytes as padding; a class deriving from that one virtually
// holds a vtable pointer of its own, as upstream's (the base carries none
// in the output).
struct Hidden {
    virtual void hook();
    int secret;
};

struct Shell : Hidden {
    const void *payload;
};

class Outer : virtual public Shell {
public:
    const void *extra;
    virtual void hook() override;
};

struct Last : virtual Shell {
    virtual void more();
    long level;
};
