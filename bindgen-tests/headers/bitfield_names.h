// Accessor names: keywords get `_` in the getter and raw getter but not in
// the setters; names that would collide with a constructor (`new_bitfield_1`),
// with the constructor's local variable or with another field's accessor
// (`set_type`, `type_raw`) are renamed deterministically by appending `_`.
struct names {
    unsigned type : 2;
    unsigned self : 3;
    unsigned match : 1;
    unsigned _x : 2;
    unsigned Self : 1;
    unsigned new_bitfield_1 : 3;
    unsigned set_type : 1;
    unsigned type_raw : 2;
    unsigned __bindgen_bitfield_unit : 2;
};
