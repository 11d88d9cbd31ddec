// bindgen-flags: -- -std=c++17
// Deleted functions have no symbol: free functions, overloads and methods
// declared `= delete` are not bound, their live overloads are (and keep
// their overload numbers among those emitted).

void reset(int level);
void reset(double level) = delete;
void forbidden() = delete;

class Token {
public:
  Token(int id);
  Token(const Token &) = delete;
  Token &operator=(const Token &) = delete;
  ~Token();
  void bind(int slot);
  void bind(long slot) = delete;
  void bind(const char *name);
  static Token make(int id) = delete;
  int id;
};
