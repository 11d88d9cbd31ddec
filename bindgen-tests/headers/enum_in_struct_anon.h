// An anonymous enum declared inside a struct.
struct widget {
    enum {
        WIDGET_SMALL,
        WIDGET_LARGE,
    } size;
    int id;
};
