// bindgen-flags: --allowlist-type 'geo::.*' --allowlist-function 'geo::.*' -- -x c++ -std=c++17
// Operators and conversion functions are never bound, and upstream does not
// read their signatures: an instantiation of an allowlisted template that
// only such a signature spells gets no layout check. One that a plain
// method spells as well (even after an operator did) gets one.
namespace geo {
template <typename T> struct Span {
  const T *first;
  unsigned long count;
};

struct Track {
  char16_t name[4];
  short steps[2];
  long marks[2];
  int laps[3];

  virtual int lap_count() const;

  // Only these spell Span<char16_t>, Span<short> and Span<long>.
  operator Span<char16_t>() const { return {&name[0], 4}; }
  Span<short> operator+(int skip) const { return {&steps[skip], 2}; }
  virtual operator Span<long>() const { return {&marks[0], 2}; }
  bool operator==(Span<short> other) const { return other.count == 2; }

  // Span<int>: an operator first, then a plain method.
  Span<int> operator()(int from) const { return {&laps[from], 3}; }
  Span<int> lap_view() const { return {&laps[0], 3}; }
};

// A free operator is not bound either.
inline Span<double> operator-(Span<double> s, int) { return s; }

int track_length(const Track *t);
}  // namespace geo
