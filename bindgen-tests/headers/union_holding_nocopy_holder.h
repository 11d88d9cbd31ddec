// A union over a record that holds, by value, a union whose member is not
// `Copy` (a `nocopy` record): the whole chain is wrapper structs without
// `Copy` in ours; upstream's native unions do not compile (E0740).
/** <div rustbindgen nocopy></div> */
typedef struct uhnh_plain { int a; } uhnh_plain_t;
struct uhnh_mid {
    union uhnh_inner { const uhnh_plain_t p; char c; } u;
};
struct uhnh_top {
    _Bool b;
    union { struct uhnh_mid m[2]; int i; };
    struct uhnh_mid *ptr;
};
union uhnh_by_pointer { struct uhnh_mid *m; int i; };
