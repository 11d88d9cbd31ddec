// bindgen-flags: --c-naming
struct point { int x, y; };
union value { int i; float f; };
enum colour { RED, GREEN };
typedef struct point point_t;
