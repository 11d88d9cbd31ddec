// A tag that is never defined and is named inside a record only outside
// its members' types (alone, in an array bound, in an attribute) is not
// emitted; one a member points to, or a prototype names, still is.
struct net_endpoint {
    unsigned short family;
    char data[14];
} __attribute__((aligned(__alignof__(struct endpoint_marker *))));
struct registry {
    struct never_used;
    int slots[sizeof(struct only_in_sizeof *) / 4];
    struct pointed_to *first;
    int count __attribute__((aligned(sizeof(struct in_member_attr *))));
};
void visit(struct registry *r, struct visitor_state *state);
