// bindgen-flags: --with-attribute-custom-struct 'attr_s=#[must_use]' --with-attribute-custom-union 'attr_u=#[must_use]' --with-attribute-custom 'attr_e=#[must_use]' --rustified-enum attr_e
struct attr_s { int a; };
union attr_u { int i; float f; };
enum attr_e { AE_ONE, AE_TWO };
