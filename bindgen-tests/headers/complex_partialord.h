// bindgen-flags: --with-derive-partialord --with-derive-partialeq --with-derive-default

/* Records holding complex numbers derive `PartialOrd` under
 * --with-derive-partialord (a complex member is two floats); the
 * `__BindgenComplex` helper derives it too, so that they compile. */
struct phasor {
    float _Complex value;
    int tag;
};

struct sweep {
    double _Complex points[3];
    struct phasor ref;
};
