// bindgen-flags: 
// Base class layouts: empty bases take no field (later bases keep their
// place in the numbering), over-aligned, packed and bitfield bases, and the
// shapes no `_base` field can express (a dynamic base after a plain one, a
// base with virtual bases of its own), which are opaque.

struct Plain { int p; };
struct Dyn { virtual void tick(); };
struct NoneA {};
struct NoneB {};

struct OnlyEmpty : NoneA, NoneB { int y; };
struct EmptyFirst : NoneA, Plain { char z; };
struct DynLater : Plain, Dyn { int x; };

struct Wide : Dyn { long w; };
struct Wider : Wide { char q; };

struct alignas(16) Aligned { int a; };
struct FromAligned : Aligned { int b; };

struct Tight { char c; int i; } __attribute__((packed));
struct FromTight : Tight { char d; };

struct Flags { unsigned a : 3; };
struct MoreFlags : Flags { unsigned b : 5; };

struct LeftV : virtual Plain { int l; };
struct RightV : virtual Plain { int r; };
struct Joined : LeftV, RightV { int j; };
