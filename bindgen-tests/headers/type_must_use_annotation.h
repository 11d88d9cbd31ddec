// Types annotated `mustusetype` are #[must_use] (structs, unions; not the
// enum's type alias, where rustc is phasing it out), and so is every
// function returning one, also through typedefs of it; a pointer to it does
// not count, nor a typedef of an annotated typedef.
/** <div rustbindgen mustusetype></div> */
struct mu_status { int code; };

/** <div rustbindgen mustusetype></div> */
union mu_value { int i; float f; };

/** <div rustbindgen mustusetype></div> */
enum mu_error { MU_OK, MU_FAILED };

/** Counted. <div rustbindgen mustusetype></div> */
typedef int mu_count;

typedef struct mu_status mu_status_alias;
typedef mu_status_alias mu_status_alias2;
typedef mu_count mu_count_alias;

struct mu_status mu_check(void);
union mu_value mu_read(int key);
enum mu_error mu_open(const char *path);
mu_count mu_size(void);
mu_status_alias mu_check_alias(void);
mu_status_alias2 mu_check_alias2(void);
const struct mu_status mu_check_const(void);
mu_count_alias mu_size_alias(void);
struct mu_status *mu_last_status(void);
int mu_plain(void);
