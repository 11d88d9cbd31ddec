// bindgen-flags: --field-attr 'tagged::value=doc = "the value"'
struct tagged { int tag; int value; };
