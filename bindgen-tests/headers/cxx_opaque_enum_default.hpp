// bindgen-flags: --opaque-type 'flags::Mode|flags::Level' --bitfield-enum 'flags::Mode' --newtype-enum 'flags::Level|flags::Plain' --with-derive-default -- -x c++ -std=c++17
// An enum `--opaque-type` names (by its C++ path) is an integer blob to
// upstream: its newtype or bitfield struct derives `Default`, and so do the
// classes holding it; an enum it does not name derives none, and a class
// holding one gets the zero-filling `impl Default` (found by tools/cxx-fuzz).
namespace flags {
enum Mode { READ = 1, WRITE = 2 };
enum class Level : short { LOW, HIGH };
enum class Plain { A, B };
struct Settings {
    Mode mode;
    Level level;
};
struct Mixed {
    Mode mode;
    Plain plain;
};
}
