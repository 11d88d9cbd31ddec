// bindgen-flags: --no-prepend-enum-name --translate-enum-integer-types --newtype-enum 'pitch' --rustified-enum 'roll' --constified-enum-module 'yaw'

/* Constants without the enum's name in front, and enums over Rust
 * integer types instead of C type names. */
enum pitch { PITCH_UP = 1, PITCH_DOWN = -1 };
enum roll { ROLL_LEFT, ROLL_RIGHT };
enum yaw { YAW_PORT, YAW_STARBOARD };
enum heading { HEADING_N, HEADING_S = 180 };
enum __attribute__((packed)) small { SMALL_A, SMALL_B };
struct attitude { enum pitch p; enum roll r; enum heading h; enum small s; };
