// An over-aligned typedef used as a member.
typedef long long aligned16_t __attribute__((aligned(16)));

struct holds_aligned {
    char c;
    aligned16_t v;
};
