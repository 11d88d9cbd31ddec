// bindgen-flags: --allowlist-file '.*blocklisted_record_nested_types_allowlist_file\.h' --no-recursive-allowlist --blocklist-type 'entry_s|ENTRY' --raw-line 'pub struct ENTRY { _defined_by_hand: [u8; 0] }'
// openssl-sys's setup: everything of the allowlisted file without recursion,
// one record blocklisted (the crate defines it by hand). The record's
// anonymous member types are still emitted, as upstream.

typedef struct entry_s {
    int tag;
    union {
        char *text;
        int *number;
    } value;
} ENTRY;

struct other_s { ENTRY *first; };
