// bindgen-flags: --conservative-inline-namespaces --blocklist-type 'lib::v2::Hidden' --blocklist-function 'lib::v2::drop' --blocklist-item 'lib::Kept' -- -x c++ -std=c++17
// Under `--conservative-inline-namespaces` the lists match paths that keep
// the inline namespace (`lib::v2::Hidden`), as upstream: `lib::Kept` matches
// nothing, and what uses `Kept` still finds it defined.
namespace lib {
inline namespace v2 {
struct Hidden { int h; };
struct Kept { int k; };
int drop(int);
int keep(int);
}
}
struct User {
    lib::Kept kept;
    virtual int use(lib::Kept k, const unsigned short *text);
};
