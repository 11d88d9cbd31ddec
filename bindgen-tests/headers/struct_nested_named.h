// A named struct declared inside another struct.
struct outer {
    struct inner {
        int a;
        char b;
    } in;
    int count;
};
