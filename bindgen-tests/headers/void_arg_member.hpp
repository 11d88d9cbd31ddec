// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq --impl-debug
// A generic struct kept over `void` (`Tm<c_void>`) derives nothing: Rust's
// derives on `Tm<T>` bound `T` by each trait, which `c_void` lacks. What holds
// one by value (member, array, typedef, base, union, nested argument) derives
// nothing either and zero-fills its `Default`; a pointer to one derives all.
template <class T> struct Tm { T *p; };
template <class A, class B> struct Two { A *a; B *b; };
typedef void voidt;
typedef Tm<void> TmVoid;

struct HoldsMember { Tm<void> a; int b; };
struct HoldsArray { Tm<void> a[2]; };
struct HoldsTypedef { TmVoid a; };
struct HoldsBase : Tm<void> { int y; };
struct HoldsAliasArg { Tm<voidt> a; };
struct HoldsNested { Tm<Tm<void> > a; };
struct HoldsSecond { Two<int, void> t; };
union InUnion { Tm<void> a; long b; };
struct HoldsPointer { Tm<void> *p; Tm<void *> q; };
