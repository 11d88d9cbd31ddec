// bindgen-flags: --allowlist-var "stats::Meter_.*|Clock_ticks|stats::level" -- -x c++ -std=c++17
// A static data member is matched by its class path and name
// (`stats::Meter_peak`) and emitted alone, without its class; the typedef it
// uses comes along (the allowlist is recursive). Members of other classes
// and other variables stay out.

namespace stats {
typedef unsigned long long sample_t;

class Meter {
public:
    double reading;
    static sample_t peak;
    struct Window {
        static int width;
        int start;
    };
    static const int channels;
    using unit_t = short;
    static unit_t unit;
    static bool enabled;
private:
    static int secret;
};

class Other {
public:
    static int peak;
};

int level;
int unrelated;
}

struct Clock {
    static long ticks;
    static long drift;
    int phase;
};
