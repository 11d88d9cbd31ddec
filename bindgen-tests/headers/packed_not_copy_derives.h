// bindgen-flags: --no-derive-copy --with-derive-partialeq --with-derive-default --with-derive-hash --impl-partialeq
// A packed struct that does not derive `Copy` derives nothing else (a
// derive on a packed struct copies its fields out) and gets no
// hand-written `PartialEq` either; a struct that is not packed keeps its
// derives.
struct __attribute__((packed)) packed_pair { char c; int x; };
struct __attribute__((packed)) packed_long { char c; int x; int many[40]; };
#pragma pack(2)
struct pack_two { char c; int x; };
#pragma pack()
struct plain_pair { char c; int x; };
