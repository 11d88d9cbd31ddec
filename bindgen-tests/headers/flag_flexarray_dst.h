// bindgen-flags: --flexarray-dst

/* Flexible array members as dynamically sized types. */
struct packet { unsigned len; unsigned char payload[]; };
struct frame { int id; short samples[]; };
struct fixed { int a[4]; };

/* Used through a pointer, and after bitfields. */
struct packet_queue { struct packet *head; int count; };
struct tagged { unsigned kind : 3; unsigned live : 1; int data[]; };
