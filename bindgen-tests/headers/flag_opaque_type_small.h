// bindgen-flags: --opaque-type tiny
// An opaque type that fits in a single blob element.
struct tiny {
    short a;
    short b;
};
