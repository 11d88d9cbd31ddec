// bindgen-flags: --allowlist-var 'sensor_count'
// A `replaces` definition is emitted under the name it takes even when the
// allowlists select nothing that uses it, as upstream does. (A replacement
// keeps the layout of what it replaces, under other member names here.)
typedef struct { float raw; char unit; } reading_t;
/** <div rustbindgen replaces="reading_t"></div> */
struct reading_replacement { float value; char unit_code; };
struct never_selected { int z; };
extern unsigned int sensor_count;
