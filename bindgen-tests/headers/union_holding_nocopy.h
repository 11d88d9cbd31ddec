// A union holding a `nocopy` union cannot be a native union (its members
// must be `Copy`): it is a struct of `__BindgenUnionField`s, and so is the
// union holding that one. Upstream writes native unions (E0740).
/** <div rustbindgen nocopy></div> */
union not_copied { long l; char c[4]; };
union holds_it { int i; union not_copied n; };
struct outer { union { short s; union holds_it h; } u; };
