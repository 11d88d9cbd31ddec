// bindgen-flags: --opaque-type hidden_state
// --opaque-type: the matched struct becomes a blob of the right layout.
struct hidden_state {
    int counter;
    double weight;
    char tag;
};

struct uses_hidden {
    struct hidden_state state;
    int visible;
};
