// _Bool in members, parameters and return types.
struct toggle {
    _Bool on;
};

_Bool toggle_flip(_Bool value);
