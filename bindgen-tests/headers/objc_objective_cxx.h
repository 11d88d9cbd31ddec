// bindgen-flags: -- -x objective-c++
// Objective-C++: interfaces whose methods take C++ types, and a class
// holding an object pointer.
namespace ns { struct Pt { int x; }; }
@interface Obj
- (ns::Pt)pt;
- (void)take:(ns::Pt *)p;
@end
class Holder { public: Obj *o; int f(); };
