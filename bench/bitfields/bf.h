/* Bitfield layout shared by the C and Rust sides of the bitfield benchmark.
 * All six fields pack into one 32-bit unit (bit offsets on the right). */
#ifndef BENCH_BF_H
#define BENCH_BF_H

struct bf {
    unsigned int a : 3; /*  0..3                               */
    unsigned int b : 7; /*  3..10, crosses the first byte edge  */
    unsigned int c : 9; /* 10..19, spans three bytes            */
    int d : 5;          /* 19..24, signed                       */
    unsigned int e : 1; /* 24                                   */
    unsigned int f : 7; /* 25..32                               */
};

#endif
