// A tag first declared in a prototype's parameter list is a blob of the
// tag's own size: an enum passed by value keeps its ABI (`u32`); a wide
// enum gets an 8-byte blob; an incomplete tag stays an empty blob.

void dial_set_mode(enum dial_mode { dial_fast, dial_slow } mode);
void dial_set_sign(enum { dial_neg = -1, dial_pos = 1 } sign);
void dial_set_wide(enum dial_wide { dial_huge = 5000000000 } wide);
void dial_attach(struct dial_knob { int turns; } *knob);
void dial_detach(struct dial_missing *gone);
