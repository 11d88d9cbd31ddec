// A union with an anonymous struct member overlaying a wider integer.
union reg64 {
    unsigned long long full;
    struct {
        unsigned int lo;
        unsigned int hi;
    };
};
