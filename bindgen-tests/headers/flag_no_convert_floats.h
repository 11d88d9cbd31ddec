// bindgen-flags: --no-convert-floats
struct m { float f; double d; };
double scale(float f);
