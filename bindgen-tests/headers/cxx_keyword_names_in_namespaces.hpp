// bindgen-flags: -- -x c++ -std=c++17
// Types whose own name is a Rust keyword: at file scope the name is
// escaped (`type_`); inside a namespace the prefixed name is no keyword,
// and every use spells it as the definition does.
enum class type { plain, special };
struct slot { type kind; const type *kinds; };
namespace wire {
enum class type { u8_t, u16_t };
struct fn { int arity; };
struct call { fn callee; fn *next; const type *arg_types; };
}
