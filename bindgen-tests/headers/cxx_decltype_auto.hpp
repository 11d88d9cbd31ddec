// bindgen-flags: -- -std=c++17
// `decltype` and `auto` in declarations: each is the type clang deduced.

extern int counter;
extern decltype(counter) counter_copy;
extern const decltype(sizeof(0)) max_items;
using Difference = decltype(static_cast<char *>(nullptr) - static_cast<char *>(nullptr));

auto next_id() -> long;
auto scale(float by) -> decltype(by * 2.0);
decltype(counter) *counter_ptr();

struct Sample {
  decltype(counter) hits;
  Difference span;
  static constexpr auto limit = 16;
  auto total() const -> unsigned long;
  decltype(auto) hits_ref() { return (hits); }
};

constexpr auto kScale = 2.5;
constexpr auto kMask = 0xF0u;
