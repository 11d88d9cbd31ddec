// A named enum in the default constants style.
enum color {
    RED,
    GREEN = 5,
    BLUE,
    CRIMSON = 0,
};

void paint(enum color c);
