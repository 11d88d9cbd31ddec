// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17
// An instantiation whose argument is written through a typedef of another
// instantiation (`Cup<Mug>` where `Mug = Cup<Grain>`) has checks for what
// is written (`Cup<Grain>`, `Cup<Mug>`, `Cup<Jar>`), not for the
// canonical spelling of an argument (`Cup<Cup<Grain>>`), which no one
// wrote; a default argument nobody wrote is checked as clang spells it.
struct Grain { int weight; };
template <typename T> struct Cup { T inside; float level; };
template <typename T, typename U = Cup<Cup<Grain>>> struct Pair { T first; U second; };
namespace shelf {
typedef ::Cup<::Grain> Mug;
using Jar = ::Cup<Mug>;
class Holder : protected ::Cup<Jar> {
    char *label;
};
struct Tray {
    ::Cup<Jar> kept;
    ::Pair<Mug> paired;
    ::Cup<Jar *> pointed;
};
}
