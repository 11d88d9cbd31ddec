// bindgen-flags: --with-derive-custom 'dc_.*=PartialEq' --with-derive-custom-union 'dcu=Copy'
struct dc_point { int x, y; };
union dcu { int i; float f; };
