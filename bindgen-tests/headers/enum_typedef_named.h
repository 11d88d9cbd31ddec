// A named enum with a typedef of another name.
typedef enum level {
    LEVEL_DEBUG,
    LEVEL_INFO,
    LEVEL_WARN,
} level_t;

void set_level(level_t l);
