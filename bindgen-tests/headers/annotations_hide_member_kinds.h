// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq
// `hide` on a member takes the derives away only when it hides a type of
// the member's own (pointer, array, function pointer, a record defined in
// the member); a member of a scalar, typedef or outer record type derives
// as usual, and a union holding such a record stays a native union.
typedef unsigned short port_t;
struct endpoint { int host; };
struct hidden_scalar { long id; /** <div rustbindgen hide></div> */ long spare; };
struct hidden_typedef { int id; /** <div rustbindgen hide></div> */ port_t port; };
struct hidden_record { int id; /** <div rustbindgen hide></div> */ struct endpoint peer; };
struct hidden_pointer { int id; /** <div rustbindgen hide></div> */ struct endpoint *next; };
struct hidden_callback { int id; /** <div rustbindgen hide></div> */ void (*cb)(int); };
union either { struct hidden_scalar s; int raw; };
