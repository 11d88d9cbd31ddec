// bindgen-flags: --new-type-alias-deref '.*_dt' --new-type-alias 'big_nt' --impl-debug

/* --new-type-alias-deref and --new-type-alias on typedefs of records:
 * newtypes (with Deref/DerefMut for the first), including a record that
 * implements Debug by hand and a packed one. */
struct cell { unsigned flags : 3; unsigned kind : 5; };
typedef struct cell cell_dt;

struct table { long rows[48]; };
typedef struct table table_dt;
typedef struct table big_nt;

struct __attribute__((packed)) tight { char tag; int value; };
typedef struct tight tight_dt;

struct grid { cell_dt c; table_dt t; big_nt b; tight_dt p; };
