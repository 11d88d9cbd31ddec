// bindgen-flags: --disable-untagged-union
// A union emitted as a struct of `__BindgenUnionField`s keeps the
// `repr(align(N))` its native form would carry (16-byte members, an
// `aligned` attribute), as upstream emits it; a plainly aligned one has none.
union wide_value { __int128 big; unsigned char bytes[16]; };
union quad_value { long double ld; int tag; };
union forced_value { char raw[5]; char first; } __attribute__((aligned(8)));
union plain_value { double d; int i; };
