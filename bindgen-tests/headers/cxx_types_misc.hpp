// bindgen-flags: 
// Assorted C++ declarations: an `enum class` declared before it is defined
// (with its type), a nested enum defined outside its class, reference
// members (pointer-sized), a union with a constructor and destructor,
// `using` aliases, `decltype` and `noexcept`.

enum class Level : int;

struct Gauge {
  enum class Unit : short;
  Unit unit;
  Level level;
  int reading;
};

enum class Gauge::Unit : short { Volts, Amps = 3 };
enum class Level : int { Low = -1, High = 1 };

struct View {
  int (&cells)[4];
  const Gauge &gauge;
  int (*pick)(int &slot);
};

union Cell {
  int whole;
  float part;
  Cell(int v);
  ~Cell();
};

using Reading = decltype(sizeof(int));
Reading measure(const Gauge *g) noexcept;
[[nodiscard]] int checked();
