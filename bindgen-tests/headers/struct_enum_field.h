// A struct member of enum type.
enum mode {
    MODE_OFF,
    MODE_ON,
};

struct device {
    enum mode mode;
    int fd;
};
