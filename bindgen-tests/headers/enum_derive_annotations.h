// bindgen-flags: --rustified-enum 'shade' --newtype-enum 'grade' --bitfield-enum 'mask' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default

/** <div rustbindgen nocopy></div> */
enum shade { SHADE_DIM, SHADE_BRIGHT };

/** <div rustbindgen nodebug derive="PartialOrd" derive="Ord"></div> */
enum grade { GRADE_A, GRADE_B };

/** <div rustbindgen nodefault derive="PartialOrd"></div> */
enum mask { MASK_ONE = 1, MASK_TWO = 2 };

struct palette { enum shade s; enum grade g; enum mask m; };
