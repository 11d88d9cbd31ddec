// bindgen-flags: 
// Variadic member functions keep their `...` in the `extern` declaration
// (a call through a declaration without it is undefined behaviour) and
// get no `impl` wrapper, since a Rust method cannot be variadic. The
// wrappers of the other overloads are numbered among themselves; the
// declarations in declaration order, virtual ones included.

namespace logs {

class Sink {
public:
  Sink(int level, ...);
  Sink(double scale);
  virtual ~Sink();

  void write(const char *fmt, ...);
  void write(int code);
  int total(int count, ...) const;
  static void note(const char *fmt, ...);
  static void note(int code);
  // Nothing to put `...` after: declared without it and wrapped.
  static int tally(...);

  virtual void flush(int how);
  void flush(const char *fmt, ...);
  void flush();

protected:
  virtual void emit(const char *fmt, ...);
  int depth;
};

int report(const char *fmt, ...);
int anything(...);

} // namespace logs
