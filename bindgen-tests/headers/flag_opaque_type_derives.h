// bindgen-flags: --opaque-type 'sealed_.*' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default
// Opaque records are byte blobs that derive every trait the flags ask for
// (a blob of more than 32 elements gets a zero-filling Default impl).
struct sealed_small { int a; char b; };
struct sealed_wide { long long a; int b; };
struct sealed_huge { long long words[40]; };
struct sealed_int128 { __int128 x; };
struct holder { struct sealed_wide w; int tag; };
