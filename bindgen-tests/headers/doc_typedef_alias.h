// The doc of a struct is repeated on a typedef alias of it.
/** A key in the store. */
struct key {
    unsigned long id;
};

typedef struct key key_alias;
