// A pointer to a struct is used before the struct is defined.
struct later *make_later(void);

struct later {
    int value;
};
