// A typedef standing, through typedefs, for a record or enum that a `hide`
// annotation hides is not emitted either (as upstream). (A typedef of a
// hidden typedef, and pointers and arrays of a hidden record, stay, naming
// what is not emitted; they are left out here so that the output compiles.)
/// <div rustbindgen hide></div>
struct secret { int key; };
typedef struct secret secret_t;
typedef secret_t secret_alias;

/// <div rustbindgen hide></div>
typedef struct wrapped { int w; } wrapped_t;
typedef wrapped_t wrapped_alias;

/// <div rustbindgen hide></div>
enum mood { CALM, ANGRY };
typedef enum mood mood_t;
typedef mood_t mood_alias;

struct shown { int s; };
typedef struct shown shown_t;
