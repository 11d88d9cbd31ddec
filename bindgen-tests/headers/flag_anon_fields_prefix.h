// bindgen-flags: --anon-fields-prefix unnamed_
struct wrapper { union { int i; float f; }; struct { char a, b; }; };
