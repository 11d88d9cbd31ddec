// cbindgen gives an enum a fixed width by naming a typedef like it, before
// or after the enum. The typedef defines the type; the constants use it.
// (32-bit typedefs here, so that the layout probe, which reads `Direction`
// as C's `enum Direction`, sees the same size either way.)
typedef int int32_t;
typedef unsigned int uint32_t;

enum Direction { North, East, South, West };
typedef int32_t Direction;

typedef uint32_t Status;
enum Status { Status_Ok = 0, Status_Failed = 500 };

struct move_cmd {
    Direction heading;
    Status result;
};
Status apply_move(struct move_cmd cmd, Direction fallback);
