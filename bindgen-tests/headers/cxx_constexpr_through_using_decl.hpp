// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17

/* Namespace constants whose type is an alias of a name a using-declaration
   brought in (as <cstdint> brings ::uint32_t into std). Upstream declares
   those in extern blocks, linking to internal-linkage symbols no object file
   exports; ours are constants, like the one spelled without the alias. */
typedef unsigned int tick_count_t;

namespace platform {
using ::tick_count_t;
struct epoch { tick_count_t at; };
}

namespace clockcfg {
using tick_count_t = platform::tick_count_t;
typedef platform::tick_count_t legacy_ticks_t;

static constexpr tick_count_t TICKS_PER_FRAME = 200;
constexpr tick_count_t TICKS_IDLE = 7;
static constexpr legacy_ticks_t TICKS_LEGACY = 3;
static const tick_count_t TICKS_WARMUP = 12;
static constexpr platform::tick_count_t TICKS_DIRECT = 9;
}
