// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --impl-debug --impl-partialeq
// zero_length_arrays.h with derives. Zero-length (`T x[0]`) and flexible (`T x[]`) array members. Each member
// declared `T x[0]` is an `__IncompleteArrayField`, wherever it sits; a
// record holding a zero-length array in any form (also through a typedef or
// inside another array) is not `Copy`: a copy would lose the data behind it.
typedef unsigned char no_bytes[0];

struct message { int len; char body[0]; };
struct record { int len; int values[]; };
struct marker_mid { int before; int mark[0]; int after; };
struct marker_first { short mark[0]; short value; };
struct rows { int count; int cells[0][4]; };
struct cols { int count; int cells[4][0]; };
struct via_typedef { int len; no_bytes tail; };

struct flags_then_data { unsigned kind : 3; unsigned urgent : 1; long data[]; };
struct data_then_flags { int len; char gap[0]; unsigned kind : 3; };

struct __attribute__((packed)) packed_message { char tag; int len; short body[0]; };
struct __attribute__((packed)) packed_record { char tag; long long items[]; };

struct envelope { int id; struct { int len; char bytes[0]; } payload; };
struct holder { struct message first; };

union tail_last { int n; int extra[0]; };
union tail_first { char extra[0]; int n; };
union tail_mid { int n; char extra[0]; short s; };
union only_tail { char extra[0]; };
union typedef_tail { no_bytes none; int n; };
