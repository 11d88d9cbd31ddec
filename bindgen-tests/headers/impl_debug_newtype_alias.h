// bindgen-flags: --impl-debug --new-type-alias-deref 'alias_.*'
// A newtype alias of a record whose Debug --impl-debug writes cannot
// derive Debug: it gets an impl printing it as a tuple.
typedef union either { char c; int i; } alias_either;

typedef struct around { union either e; int n; } alias_around;

typedef struct simple { int n; } alias_simple;
