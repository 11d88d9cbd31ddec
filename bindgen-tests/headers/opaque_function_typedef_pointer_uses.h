// bindgen-flags: --opaque-type 'meter_.*_fn'
// A pointer to a function typedef made opaque stays a pointer wherever it
// is used: a parameter, a return value, a global, a typedef and a pointer
// to such a pointer. C passes and stores a pointer in each place.

typedef unsigned long meter_read_fn(int channel, const char *label);
/** <div rustbindgen opaque></div> */
typedef void tally_reset_fn(void);

void meter_install(meter_read_fn *reader, int slot);
meter_read_fn *meter_current(int slot);
extern meter_read_fn *meter_fallback;
typedef meter_read_fn *meter_reader_ref;
void meter_install_many(meter_read_fn **readers, unsigned count);
void tally_on_reset(tally_reset_fn *hook);
