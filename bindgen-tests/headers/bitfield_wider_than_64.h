// A bitfield wider than 64 bits keeps its storage but gets no accessors and
// no constructor parameter (bindgen warns); its neighbours are unaffected.
struct w128 {
    unsigned __int128 big : 100;
    int small : 3;
    __int128 mid : 60;
};
