// bindgen-flags: --opaque-type 'listed_rec'
// A typedef of a record the `opaque` annotation makes opaque is spelled as
// the blob itself; one of a record `--opaque-type` names keeps the name.

/** <div rustbindgen opaque></div> */
struct annotated_rec {
    double value;
    long count;
};

struct listed_rec {
    int a;
    int b;
};

typedef struct annotated_rec annotated_t;
/** <div rustbindgen derive="Hash"></div> */
typedef struct annotated_rec annotated_hashed_t;
typedef struct listed_rec listed_t;

struct holder {
    annotated_t a;
    listed_t l;
};
