// bindgen-flags: --allowlist-type 'gauge_.*' --opaque-type 'gauge_.*' --with-derive-eq --with-derive-hash
// Under an allowlist upstream does not reach the type of an opaque
// record's float member, so the blob derives `Eq`; an array of floats
// still takes it away.

struct gauge_reading {
    double value;
};

struct gauge_panel {
    int id;
    float needles[2];
};
