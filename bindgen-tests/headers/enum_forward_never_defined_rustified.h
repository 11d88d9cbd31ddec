// bindgen-flags: --rustified-enum .*
// The same enums, rustified: the forward-declared one is `repr(i32)`.
enum opaque_mode;
enum later;
void set_mode(enum opaque_mode *mode);
struct settings_ref {
    enum opaque_mode *mode;
    enum later *l;
};
typedef enum opaque_mode opaque_mode_t;
enum later { LATER_A, LATER_B };
