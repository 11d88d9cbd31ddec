// Anonymous types reached only through a typedef of a pointer (or an array
// of pointers) are numbered as any other: every anonymous record first, then
// the anonymous enums, in source order. Naming the typedef must not number
// its enum ahead of the records.

enum { lamp_off };
typedef enum { lamp_red } *lamp_colour_ptr;
typedef struct { int watts; } *lamp_bulb_ptr;
enum { lamp_on };
typedef enum { lamp_dim } *const lamp_level_ptr;
typedef union { int raw; float scaled; } *lamp_reading_table[2];
typedef struct { int volts; } **lamp_supply_handle;

struct lamp_socket {
    enum { lamp_socket_screw } *fitting;
    struct { int pins; } *contacts;
};

void lamp_install(lamp_bulb_ptr bulb, lamp_colour_ptr colour);
