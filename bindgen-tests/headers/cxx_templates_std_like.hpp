// bindgen-flags: --opaque-type 'kit::.*' -- -std=c++17
// Library templates made opaque with `--opaque-type`, as users do with
// `std::.*`: their instantiations are blobs of clang's size; a class holding
// one that is not trivially copyable (it has a destructor) is not `Copy`;
// functions passing such a blob by value are left out (C++ passes those
// classes by hidden reference), through pointers and references they stay.

namespace kit {
template <typename T> class vec {
public:
  ~vec();
  unsigned long size() const;

private:
  T *begin_, *end_, *cap_;
};

template <typename T> class view {
  const T *data_;
  unsigned long len_;
};

class handle {
public:
  ~handle();
  int fd;
};
} // namespace kit

struct Heavy {
  kit::vec<int> values;
  int count;
};

struct Light {
  kit::view<char> text;
  int count;
};

struct Guarded {
  kit::handle h;
};

kit::vec<int> *make_values(int n);
unsigned long values_len(const kit::vec<int> &v);
kit::vec<int> copy_values(const Heavy *h);
kit::view<char> light_text(const Light *l);
