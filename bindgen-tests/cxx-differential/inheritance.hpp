// Non-virtual inheritance: each non-empty base is a leading `_base` field
// (`_base_1`, `_base_2`, ... for the second and later bases).
//
// check: Point fields=x,y
// check: Labelled bases=Point fields=label
// check: Weight fields=grams
// check: Parcel bases=Point,Weight fields=id,fragile
// check: Express bases=Parcel fields=deadline
// check: Wide fields=big
// check: Mixed bases=Weight,Wide fields=tag

struct Point {
    int x;
    int y;
};

struct Labelled : Point {
    const char *label;
};

class Weight {
public:
    double grams;
};

class Parcel : public Point, public Weight {
public:
    unsigned id;
    bool fragile;
};

struct Express : Parcel {
    long long deadline;
};

struct Wide {
    long double big;
};

// A small base before an over-aligned one: the second base sits at 16.
struct Mixed : Weight, Wide {
    char tag;
};
