// bindgen-flags: --allowlist-type 'sensor'
// The allowlisted `sensor` is emitted with its replacement's definition,
// and brings what that definition uses (`probe`), not what the replaced
// definition's members use (`unit`, `calibration`, its anonymous member's
// `offset_table`).

/** <div rustbindgen replaces="sensor"></div> */
struct sensor_v2 {
    int reading;
    struct probe *source;
};

struct probe {
    int pin;
};

enum unit { UNIT_MV = 1, UNIT_MA = 2 };

struct calibration {
    int gain;
};

struct offset_table {
    short offsets[4];
};

struct sensor {
    enum unit unit;
    struct calibration cal;
    struct {
        struct offset_table table;
    } extra;
};
