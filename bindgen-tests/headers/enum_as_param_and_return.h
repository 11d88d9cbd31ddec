// Enums used by functions.
enum direction {
    DIR_NORTH,
    DIR_EAST,
    DIR_SOUTH,
    DIR_WEST,
};

enum direction turn_right(enum direction d);
