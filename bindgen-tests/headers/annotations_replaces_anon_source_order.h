// A `replaces` annotation anywhere in the input (here on `meter_v2`, and
// `sensor` is not involved) makes upstream number anonymous types in
// source order, enums among records, instead of all records first: in
// every record and at the top level.

/// <div rustbindgen replaces="meter"></div>
struct meter_v2 {
    enum { METER_IDLE, METER_BUSY = 4 } state;
    union {
        int raw;
        struct { short lo; short hi; };
    };
};

struct meter {
    int legacy;
};

struct sensor {
    enum { SENSOR_OFF } mode;
    struct {
        enum { CH_A, CH_B } which;
        union { unsigned char byte; signed char sbyte; } sample;
    } channel;
};

enum { TOP_FLAG = 1 };
struct { int hits; } top_counter;
