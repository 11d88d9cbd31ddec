// bindgen-flags: --blocklist-type 'ticket_s|TICKET|ticket_s__bindgen_ty_1' --raw-line 'pub struct ticket_s { _defined_by_hand: [u8; 0] }'
// Blocklisting a record leaves out that record only: the types declared
// inside it (anonymous or named, at any depth) are items of their own and
// still emitted unless blocklisted themselves, as upstream (openssl-sys
// blocklists GENERAL_NAME_st and gets GENERAL_NAME_st__bindgen_ty_1).

struct before_s { int id; };

typedef struct ticket_s {
    int kind;
    union {
        const char *label;
        struct { short row, seat; } place;
    } where;
    struct stamp_s { unsigned day; } stamp;
    enum { TICKET_OPEN, TICKET_USED } state;
    struct { long price; } cost;
} TICKET;

struct after_s { struct ticket_s *t; };
