// bindgen-flags: --enable-cxx-namespaces --disable-name-namespacing --constified-enum-module .*Flags -- -x c++ -std=c++17
// A typedef of an enum is a `use` re-export; its path starts at `root`, as
// without `--disable-name-namespacing`, so it resolves from any module.
// Upstream cuts the path to the bare name after the `super`s
// (`self::super::super::Level`), which names nothing (E0432).
namespace outer {
namespace inner {
enum class Level : long { Low = 1, High = 9 };
typedef ::outer::inner::Level LevelAlias;
enum Flags { FlagA = 1, FlagB = 2 };
}
using InnerLevel = inner::Level;
typedef inner::Flags FlagsAlias;
}
typedef outer::InnerLevel TopLevel;
