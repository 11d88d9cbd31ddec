// Every kind of bitfield type: the value type of the accessors is the
// declared C type; signed fields are sign-extended on read.
#include <stdbool.h>

enum colour { RED, GREEN = 5, BLUE = 7 };
enum delta { DOWN = -2, SAME = 0, UP = 1 };
typedef unsigned int flags_t;

struct kinds {
    bool flag : 1;
    char ch : 3;
    signed char sc : 4;
    unsigned char uc : 5;
    short sh : 9;
    unsigned short ush : 11;
    int i : 13;
    unsigned int u : 17;
    long long ll : 40;
    unsigned long long ull : 33;
    enum colour col : 3;
    enum delta del : 2;
    flags_t fl : 6;
};
