// An enum that is declared but never defined is an `i32`-sized type, as
// upstream; one defined later takes its definition's integer type.
enum opaque_mode;
enum later;
void set_mode(enum opaque_mode *mode);
struct settings_ref {
    enum opaque_mode *mode;
    enum later *l;
};
typedef enum opaque_mode opaque_mode_t;
enum later { LATER_A, LATER_B };
