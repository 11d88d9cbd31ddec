// bindgen-flags: --vtable-generation
// A variadic virtual function's pointer in the generated vtable keeps its
// `...` too.

class Formatter {
public:
  virtual int format(char *out, const char *fmt, ...);
  virtual void reset();
  int width;
};
