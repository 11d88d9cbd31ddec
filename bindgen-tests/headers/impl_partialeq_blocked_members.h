// bindgen-flags: --impl-partialeq --impl-debug --with-derive-partialeq --blocklist-type ext_handle --raw-line '#[derive(Debug)] pub struct ext_handle { pub fd: i32 }'
// Upstream writes no `PartialEq` impl (`--impl-partialeq`) for a record
// holding what it cannot compare: a blocklisted type, or a member whose own
// type a `hide` annotation hides; nor for the records holding such a record.
// The `Debug` impls it writes.
struct ext_handle { int fd; };
struct uses_handle { struct ext_handle h; int flags; };
struct holds_user { struct uses_handle u; };
struct hides_pointer {
    int count;
    /** <div rustbindgen hide></div> */
    int *cursor;
};
struct holds_hider { struct hides_pointer hp; short tag; };
struct plain_pair { int a; int b[40]; };
