// C99 complex numbers use a helper struct.
struct spectrum {
    float _Complex f;
    double _Complex d;
};
