// bindgen-flags: --opaque-type 'obmi_.*' -- --target=i686-unknown-linux-gnu
// On i686 `[u64; 0]` is only 4-aligned: an opaque record with bitfields
// aligned to 8 keeps `#[repr(align(8))]` there, as upstream's; up to 4 it
// gets the marker.

struct obmi_aligned8 { char c; int b : 5; } __attribute__((aligned(8)));
struct obmi_long_long { char c; long long x; int b : 5; };
struct obmi_aligned4 { char c; int b : 5; } __attribute__((aligned(4)));
