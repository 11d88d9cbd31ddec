// A struct with the packed attribute: no padding at all.
struct __attribute__((packed)) wire_header {
    unsigned char kind;
    unsigned int length;
    unsigned short port;
};
