// A C99 flexible array member at the end of a struct.
struct message {
    unsigned int len;
    char data[];
};
