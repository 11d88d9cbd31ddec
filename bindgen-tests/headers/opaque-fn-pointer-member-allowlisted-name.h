// bindgen-flags: --allowlist-type 'Fpm.*' --opaque-type Fpm_blob --opaque-type Fpm_plain_blob
// A function-pointer member is named after its record (plus an internal
// number) and so matched by a pattern that matches the record: the types
// its signature names come along although the record is an opaque blob.
#include <stdarg.h>

typedef int fpm_count;
typedef short fpm_code;
typedef unsigned fpm_flags;
struct fpm_other { int x; };

struct Fpm_blob {
    int head;
    fpm_code (*ret_fn)(void);
    void (*many[2])(fpm_count n, struct fpm_other *o);
    void (*fmt)(const char *f, va_list ap);
    // Behind a second pointer the function type is named so too.
    void (**deep)(fpm_flags fl);
};

// A plain member's typedef stays out of an opaque record's needs.
typedef long fpm_plain;
struct Fpm_plain_blob {
    fpm_plain v;
};
