/* Types declared outside the allowlisted file, reached only through the
   members of an opaque record declared inside it. */
struct ofm_by_value { int v; };
struct ofm_pointee { int p; };
struct ofm_elem { short e; };
struct ofm_param { long q; };
typedef int ofm_count;
typedef struct ofm_tagged { char t; } ofm_tagged_t;
