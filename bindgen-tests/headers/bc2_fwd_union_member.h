// bindgen-flags: --with-derive-default
// Tags first named in a member's pointer type, never defined: opaque
// forward declarations, for a union tag too (upstream: a one-byte union
// with a zero-filling `Default`, a one-byte struct for a struct tag).
struct bc2f_holder {
	union bc2f_later *u;
	struct bc2f_peer *s;
	const struct bc2f_ro *r;
};
void bc2f_take(struct bc2f_holder *h);
