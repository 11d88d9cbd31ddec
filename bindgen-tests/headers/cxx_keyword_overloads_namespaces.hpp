// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17
// Overloaded free functions named like a Rust keyword or primitive type
// inside a namespace's module: the name takes its `_` before the overload
// number (`f32_1`, `match_1`), as upstream.
namespace units {
int f32(int whole);
int f32(double value);
int f32(char code);
int match(int a);
long match(long a, long b);
int scale(int factor);
int scale(double factor);
}
