// Struct members named after Rust keywords.
struct keywords {
    int type;
    int match;
    int fn;
    int self;
    int loop;
    int impl;
};
