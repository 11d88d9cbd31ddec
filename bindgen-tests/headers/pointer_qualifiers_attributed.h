// `const` pointees keep their qualifier when a type attribute sits on the
// pointee (`btf_type_tag`, as the kernel's `__user`; `noderef`) or on the
// pointer (nullability, `noderef`), and next to `__restrict`, `volatile`,
// `aligned` members and address spaces.
#define __user __attribute__((btf_type_tag("user")))
#define __rcu __attribute__((btf_type_tag("rcu")))

struct node;

struct request {
    const char __user *name;
    const void __user *payload;
    const struct node __rcu *parent;
    const char __attribute__((noderef)) *raw;
    const char __user *const __user *argv;
    char __user *writable;
    const char *_Nonnull label;
    const char *_Nullable note;
    const char *__restrict scratch;
    const char *volatile cursor;
    const char *__attribute__((aligned(16))) wide;
    const int *__attribute__((address_space(1))) *far;
    volatile const char *_Nonnull reg;
    const char *const *_Nonnull list;
};

typedef const char __user *user_str;
typedef const char __user user_char;
typedef const char *_Nonnull name_ref;

struct view {
    user_char *first;
    user_str second;
    const user_str third;
    name_ref fourth;
};

long copy_name(char *dst, const char __user *src, const void __user *_Nullable extra);
const char __user *user_name(const struct request *r);
extern const char __user *const default_name;
typedef int (*name_check)(const char __user *candidate, const char *_Nonnull why);
void visit(const char *_Nonnull const *_Nullable names);
