// A named union type used as a member of a struct.
union payload {
    int code;
    char text[8];
};

struct event {
    unsigned short type;
    union payload data;
};
