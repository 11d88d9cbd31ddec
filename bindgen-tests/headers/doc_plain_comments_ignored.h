// Plain comments are not documentation.
/* not a doc comment */
struct plain {
    // also not a doc comment
    int value;
};
