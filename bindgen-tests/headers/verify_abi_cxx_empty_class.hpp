// bindgen-flags: --verify-abi
// A C++ class without data (no members, or only members and bases without
// data, no vtable) is emitted with a placeholder byte, as upstream. The C++
// ABIs pass and return it by value as nothing (x86-64; 32-bit x86 for
// arguments, AArch64 for results), so a function taking or returning one
// by value would shift every later argument: it is left out. By reference
// it is a pointer, and `inspect` is declared and checked.
struct Tag {};
struct Derived : Tag {};
struct Wrapper { Tag inner; };
struct Sized { int n; };

int tagged(Tag t, int n);
Tag make_tag(int n);
int derived(Derived d, int n);
int wrapped(Wrapper w, int n);
int inspect(const Tag &t, Sized s);
