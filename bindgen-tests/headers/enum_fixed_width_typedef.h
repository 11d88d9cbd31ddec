// cbindgen gives an enum a fixed width by naming a typedef like it, before
// or after the enum. The typedef defines the type; the constants use it.
typedef signed char int8_t;
typedef unsigned short uint16_t;

enum Direction { North, East, South, West };
typedef int8_t Direction;

typedef uint16_t Status;
enum Status { Status_Ok = 0, Status_Failed = 500 };

struct move_cmd {
    Direction heading;
    Status result;
};
Status apply_move(struct move_cmd cmd, Direction fallback);
