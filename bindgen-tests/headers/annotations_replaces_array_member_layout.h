// An array or typedef whose element is a type another definition replaces
// (`replaces`) is laid out with the replacement's size too: the record
// holding it is padded up to clang's offsets, as for a member of the
// replaced type itself. Upstream pads only the latter, so its layout
// checks of the holders below fail (book/src/differences.md).
typedef struct spool { char tag; long first; long last; } __attribute__((packed)) spool;

/** <div rustbindgen replaces="spool"></div> */
typedef struct { char tag; short count; } __attribute__((packed)) spool_lite;

typedef spool spool_alias;
typedef spool spool_trio[3];

struct reel_direct { short id; spool one; void *next; };
struct reel_array { short id; spool row[3]; void *next; };
struct reel_alias { short id; spool_alias one; void *next; };
struct reel_trio { short id; spool_trio row; void *next; };
struct reel_grid { short id; spool grid[2][2]; void *next; };
struct reel_tail { short id; spool row[2]; };
