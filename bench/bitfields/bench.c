/* C side of the bitfield benchmark: the compiler's own bitfield code.
 * usage: bench_c [iterations]   prints "<checksum> <ns per iteration>" */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bf.h"

#define SLOTS 1024 /* power of two; 4 KiB of records stays in L1 */

static struct bf records[SLOTS];

/* One iteration reads and rewrites every field of one record; the running
 * sum feeds back into the next write so nothing can be hoisted out. */
__attribute__((noinline)) static uint64_t run(struct bf *recs, uint64_t iters) {
    uint64_t sum = 0;
    for (uint64_t i = 0; i < iters; i++) {
        struct bf *p = &recs[i & (SLOTS - 1)];
        p->a = p->a + 1;
        p->b = p->b ^ (unsigned int)i;
        p->c = p->c + p->a + (unsigned int)(sum & 15);
        p->d = p->d - 3 + (int)p->e;
        p->e = !p->e;
        p->f = p->f + (p->c >> 2);
        sum += (uint64_t)p->a + p->b + p->c + p->e + p->f + (uint64_t)(int64_t)p->d;
    }
    return sum;
}

int main(int argc, char **argv) {
    uint64_t iters = argc > 1 ? strtoull(argv[1], NULL, 10) : 200000000ull;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t sum = run(records, iters);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ns = (double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec);
    printf("%llu %.3f\n", (unsigned long long)sum, ns / (double)iters);
    return 0;
}
