// `_Complex long double` is twice a `long double`; no Rust float has that
// layout, so it stays an opaque blob of the C size and alignment.
long double scale;
_Complex long double phasor;
struct wide_sample {
    char tag;
    _Complex long double value;
    long double weight;
};
