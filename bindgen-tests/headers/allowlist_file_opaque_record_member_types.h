// bindgen-flags: --allowlist-file '.*allowlist_file_opaque_record_member_types\.h' --opaque-type ofm_holder
// An opaque record keeps only its size, but the pointer, array and function
// types of its members are items of this file: the file allowlist takes them
// and what they name comes along. Types its members hold by name do not.
#include "include/opaque_file_members_elsewhere.h"

struct ofm_holder {
    struct ofm_by_value by_value;
    ofm_count count;
    const struct ofm_pointee *pointee;
    struct ofm_elem elems[2];
    int (*callback)(struct ofm_param *param);
    ofm_tagged_t *tagged[3];
};
