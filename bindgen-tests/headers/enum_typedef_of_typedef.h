// bindgen-flags: --no-doc-comments --rustified-enum 'etot_color' --constified-enum-module 'etot_shape'
//
// A typedef of a typedef of an enum re-exports the typedef it names, in
// every enum style; a typedef chain to an integer stays a type alias.

enum etot_level { ETOT_LOW = 1, ETOT_HIGH };
typedef enum etot_level etot_level_t;
typedef etot_level_t etot_level_u;
typedef etot_level_u etot_level_v;

enum etot_color { ETOT_RED, ETOT_BLUE };
typedef enum etot_color etot_color_t;
typedef etot_color_t etot_color_u;

enum etot_shape { ETOT_ROUND, ETOT_SQUARE };
typedef enum etot_shape etot_shape_t;
typedef etot_shape_t etot_shape_u;

typedef int etot_count_t;
typedef etot_count_t etot_count_u;

void etot_use(etot_level_v l, etot_color_u c, etot_shape_u s, etot_count_u n);
