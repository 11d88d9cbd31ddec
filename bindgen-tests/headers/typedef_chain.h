// A chain of typedefs, each naming the previous one.
typedef unsigned int level0;
typedef level0 level1;
typedef level1 level2;

struct levels {
    level0 a;
    level2 c;
};
