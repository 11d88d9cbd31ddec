// A char member aligned to 4 bytes.
struct late_char {
    char c;
    char d __attribute__((aligned(4)));
};
