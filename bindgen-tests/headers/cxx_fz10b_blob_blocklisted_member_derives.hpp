// bindgen-flags: --blocklist-type FzbHidden --raw-line "#[repr(C)] pub struct FzbHidden { pub secret: ::std::os::raw::c_int }" --with-derive-partialeq --with-derive-partialord --with-derive-hash -- -x c++ -std=c++17
// A class whose members reuse a dynamic base's tail padding is an opaque
// blob here; upstream lays it out. The blob derives what the laid-out
// class would: a blocklisted member (or a union) takes `Debug`,
// `PartialEq`, `PartialOrd` and `Hash` from it, and from what holds it as
// a member, a base or a virtual base.
struct FzbHidden { int secret; };
struct FzbNode { virtual int weight() const; int id; };
union FzbBits { int i; unsigned u; };
struct FzbTailHidden : FzbNode { FzbHidden h; };
struct FzbTailUnion : FzbNode { FzbBits b; };
struct FzbTailPlain : FzbNode { int p; };
struct FzbTailPtr : FzbNode { FzbHidden *p; };
struct FzbHolds { FzbTailHidden t; };
struct FzbDerived : FzbTailHidden { int z; };
struct FzbVirtual : virtual FzbTailHidden { char *z; };
struct FzbPlainVirtual : virtual FzbTailPlain { char *z; };
