// bindgen-flags: --allowlist-function '.*' --blocklist-function 'Meter_.*|Tank_Tank|Gauge_.*' -- -x c++ -std=c++17
// A method the function allowlist names and the function blocklist leaves
// out is not declared, but its class still comes along through the
// method's `this` (a constructor's too), as upstream: blocking drops the
// item, not what it needs. A static method has no `this`: its class stays
// out (`Gauge`).
struct Meter {
    int read();
    int units;
};

struct Tank {
    struct Valve {
        Valve();
        short flow;
    };
    Tank();
    long volume;
};

struct Gauge {
    static int scale();
    int needle;
};

int calibrate(int level);
