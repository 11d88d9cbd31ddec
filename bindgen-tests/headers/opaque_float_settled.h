// bindgen-flags: --opaque-type 'crate_.*' --with-derive-eq --with-derive-hash
// Upstream asks an opaque record's members about floats once, when its
// worklist (highest item first) reaches the record: a record declared
// before it counts only if an array of floats (made after the whole file
// is read) settled it by then. So holding a record with a float array takes
// `Eq` away, holding one with a plain float member does not.
typedef float level_t;
typedef float level_pair[2];

struct tray_plain { float weight; };
struct tray_grid { int rows; float cells[4]; };
typedef struct tray_grid tray_grid_t;
struct tray_levels { level_t lv[3]; };
struct tray_deep { struct tray_grid inner; };
struct tray_tail { int n; double rest[]; };
union tray_mix { float part[2]; int whole; };

struct crate_plain { struct tray_plain t; };
struct crate_grid { struct tray_grid t; };
struct crate_alias { tray_grid_t t; };
struct crate_pairs { level_pair p; };
struct crate_levels { struct tray_levels t; };
struct crate_deep { struct tray_deep t; };
struct crate_row { struct tray_grid row[2]; };
struct crate_plain_row { struct tray_plain row[2]; };
struct crate_tail { struct tray_tail t; };
struct crate_zero { int n; double spare[0]; };
struct crate_mix { union tray_mix m; };
struct crate_inner { struct crate_grid c; };
struct crate_ptr { struct tray_grid *p; };
