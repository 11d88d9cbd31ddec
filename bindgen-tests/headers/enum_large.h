// An enum whose values do not fit in 32 bits.
enum big_values {
    BIG_SMALL = 1,
    BIG_HUGE = 0x100000000,
};
