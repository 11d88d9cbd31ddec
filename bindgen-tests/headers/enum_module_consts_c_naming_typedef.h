// bindgen-flags: --default-enum-style moduleconsts --c-naming
// Under `--c-naming` a module-constants enum is `mod enum_level` and its
// same-named typedef re-exports the module's `Type` as `level`: uses of the
// typedef name `level` itself. (Upstream's `level::Type` does not compile:
// `level` is a type, E0223.)

typedef enum level { LEVEL_LOW = 1, LEVEL_HIGH = 2 } level;

void set_level(level *out);
void on_level(level *(*pick)(int));

struct meter {
    level *current;
    level (*read)(void);
};
