// The 128-bit integer extension types.
struct wide {
    __int128 s;
    unsigned __int128 u;
};
