// float and double map to f32 and f64.
struct floats {
    float f;
    double d;
};

double hypot_of(float a, double b);
