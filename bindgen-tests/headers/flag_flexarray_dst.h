// bindgen-flags: --flexarray-dst

/* Flexible array members as dynamically sized types. */
struct packet { unsigned len; unsigned char payload[]; };
struct frame { int id; short samples[]; };
struct fixed { int a[4]; };
