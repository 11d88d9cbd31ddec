// bindgen-flags: --rustified-enum '.*=sound' -- -fshort-enums
// With -fshort-enums clang picks the smallest integer: the enum repr and the raw type follow it.

enum tiny { TINY_A, TINY_B = 200 };
enum medium { MEDIUM_A = -1, MEDIUM_B = 1000 };

struct packet {
    enum tiny t;
    enum medium m;
    char tail;
};

enum tiny tiny_get(void);
void medium_put(enum medium m);
