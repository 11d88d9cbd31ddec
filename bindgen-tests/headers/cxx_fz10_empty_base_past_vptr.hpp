// bindgen-flags: -- -x c++ -std=c++17
// An empty base (`Tag`) declared next to a dynamic base whose data base
// holds another `Tag`: that base sits past the dynamic base's vtable
// pointer, so the two `Tag`s never share an address and `Outer` is laid
// out; so is `Outer2`, where `Cells` is `Mixed2`'s first base but the
// pointer is `Mixed2`'s own and `Cells` still starts past it.
struct Tag {};
struct Cells : private Tag { long a[2]; char b; };
struct Poly { virtual int f(); short s; };
struct Mixed : Poly, Cells { virtual ~Mixed(); };
struct Outer : protected Tag, private Mixed { Outer(); long extra; };
struct Mixed2 : Cells { virtual int g(); long k; };
struct Outer2 : Tag, Mixed2 { char c; };
