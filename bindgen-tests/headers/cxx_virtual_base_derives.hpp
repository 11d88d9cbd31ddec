// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default -- -x c++ -std=c++17
// A virtual base's bytes are padding in the derived struct, yet the
// derived class derives only what the virtual base allows, as upstream
// decides: no `Copy` over one with a destructor (also one inherited from
// its own base), no `Hash`/`Eq` over one holding a float, only `Copy` and
// `Clone` over one holding a union.
class Scalar { public: float ratio; };
union Either { int whole; float part; };
class Tagged { public: Either value; };
class Closer { public: ~Closer(); int handle; };
class Owner : public Closer {};
class Counted { public: virtual ~Counted(); };
class Measured : virtual Scalar {};
class Variant : virtual public Tagged {};
class Guarded : virtual Owner { public: long extra; };
class Shared : virtual protected Counted { public: long stamp; };
class Simple : virtual Measured { public: int level; };
