// A typedef named like a Rust primitive inside a namespace is prefixed with
// the namespace (`units_u32`), which is no keyword: no underscore, in its
// definition and in every use. <stdint.h> names in a namespace still map to
// Rust integers.
namespace units {
typedef unsigned int u32;
typedef double f64;
typedef int int32_t;
typedef unsigned long size_t;
}
typedef int u8;

struct measure {
    units::u32 count;
    units::f64 value;
    units::int32_t delta;
    units::size_t bytes;
    u8 flags;
};

units::u32 measure_count(const measure *m, units::f64 scale);
