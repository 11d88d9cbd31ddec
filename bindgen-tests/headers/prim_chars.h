// The three distinct C character types.
struct chars {
    char plain;
    signed char sign;
    unsigned char unsign;
};

char char_echo(char c, signed char s, unsigned char u);
