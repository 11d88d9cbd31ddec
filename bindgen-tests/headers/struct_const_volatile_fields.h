// const and volatile qualified members (qualifiers do not reach Rust).
struct regs {
    const int id;
    volatile unsigned int status;
    const volatile unsigned char *port;
};
