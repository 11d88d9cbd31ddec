// bindgen-flags: -- -x c++ -std=c++17
// A base with virtual bases of its own takes only its non-virtual part
// (8 bytes here) inside a derived class, less than its `sizeof` (32): the
// next base starts at 8. Rust's `_base: WithVirtual` would put `_base_1`
// at 32 and, with these sizes, still give the right total size, so no
// layout check would notice; the class is an opaque blob instead (found by
// tools/cxx-fuzz). A field after such a base is caught by the planner.
struct Shared { long s[3]; };
struct WithVirtual : virtual Shared { virtual void f(); };
struct Next { long n[3]; };
struct Both : WithVirtual, Next {};
struct Alone : WithVirtual {};
