// Namespaces of every kind, shared by the cxx_namespaces_* cases (each
// runs it with other flags).

namespace geometry {
struct Vec2 {
  float x, y;
};
float length(Vec2 v);

namespace detail {
struct Cache {
  int hits;
  Vec2 last;
};
int flush(Cache *c);
} // namespace detail

namespace {
struct LocalOnly {
  char tag;
};
} // namespace

inline namespace v2 {
struct Shape {
  int sides;
  Vec2 origin;
};
int count_sides(const Shape *s);
} // namespace v2

class Grid {
public:
  typedef unsigned cell_t;
  using row_t = cell_t *;
  struct Cursor {
    int row, col;
  };
  enum class Mode : short { Sparse, Dense = 7 };
  enum Flags { Visible = 1, Locked = 2 };
  Cursor at;
  Mode mode;
  cell_t cells[4];
};
int fill(Grid *g, Grid::cell_t value);
} // namespace geometry

namespace geometry {
// Reopened: still the same module.
int reopened(int);
typedef Grid::Mode GridMode;
namespace detail {
typedef Grid::Flags flags_t;
}
} // namespace geometry

typedef geometry::Grid::Flags TopFlags;

struct AtFileScope {
  geometry::Vec2 where;
  geometry::detail::Cache *cache;
};
