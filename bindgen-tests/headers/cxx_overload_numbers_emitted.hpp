// bindgen-flags: --blocklist-function 'radio::tune'
// Overload numbers count only the functions emitted: a blocklisted one
// leaves its name to the next function of that Rust name.
namespace radio {
void tune(int hz);
}
void radio_tune(long hz);
void radio_tune(double mhz);
