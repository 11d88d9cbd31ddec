// bindgen-flags: --allowlist-type 'shelf::.*' --opaque-type 'shelf::Sealed' -- -x c++ -std=c++17
// Three ways a use of a template reaches the output.
// * `Cursor<T>` is declared, and `Cursor<Page>` named, before the template
//   is defined: that instantiation is still an implicit one, spelled
//   generically and checked.
// * `Span<char>` is only completed by an inline member function's body:
//   bodies are parsed, so clang lays it out and it gets its real size.
// * `Sealed` is opaque: its base `Hidden` and its field's type `Part` are
//   not pulled in by it (they are outside the allowlist).
namespace vault {

struct Part {
  short code;
  short mask;
};

struct Hidden {
  virtual ~Hidden();
  long secret;
};

}  // namespace vault

namespace shelf {

template <typename T> class Cursor;
struct Page;
using PageCursor = Cursor<Page>;

class Sealed : public vault::Hidden {
 public:
  vault::Part part;
  int open(int how);
};

template <typename T> class Cursor {
  template <typename> friend class Cursor;
 public:
  T* at;
  unsigned step;
};

template <typename T> struct Span {
  T* first;
  T* last;
};

struct Page {
  int number;
};

class Book {
 public:
  PageCursor current;
  typedef Span<char> Pages;
  Cursor<Book> here;
  Pages pages() const { return Pages{nullptr, nullptr}; }
  Sealed* cover;
};

}  // namespace shelf
