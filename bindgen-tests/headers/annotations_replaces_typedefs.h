// Typedefs of a replacing record or enum (directly or through another
// typedef) are not emitted: their uses name the replaced type. A typedef of
// a pointer to it stays. (Each replacement keeps the layout of what it
// replaces.)

struct legacy_point { long x; long y; };
/** <div rustbindgen replaces="legacy_point"></div> */
struct point_v2 { long col; long row; };
typedef struct point_v2 point_t;
typedef point_t point_alias_t;
typedef struct point_v2 *point_ref;

enum legacy_mode { LM_OFF };
/** <div rustbindgen replaces="legacy_mode"></div> */
enum mode_v2 { M2_OFF, M2_ON = 4 };
typedef enum mode_v2 mode_t_;

struct canvas {
    point_t origin;
    point_alias_t corner;
    point_ref cursor;
    mode_t_ mode;
};
void draw(point_t p, point_alias_t *q, mode_t_ m);
