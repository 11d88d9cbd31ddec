// Anonymous union inside an anonymous struct inside a named union.
union packet {
    unsigned char raw[16];
    struct {
        unsigned short len;
        union {
            unsigned int word;
            unsigned char bytes[4];
        };
        unsigned long long stamp;
    };
};
