// bindgen-flags: --enable-cxx-namespaces -- -std=c++17
// Destructors: declared ones are bound with a `destruct` wrapper (a
// virtual one too), inline, defaulted, deleted and implicit ones are not.

namespace res {
class File {
public:
  File(const char *path);
  ~File();
  int fd;
};

class Stream {
public:
  virtual ~Stream();
  virtual int read(char *buf, int len);
  long position;
};

class Buffered : public Stream {
public:
  ~Buffered() override;
  char *buffer;
};

struct Inline {
  ~Inline() {}
  int value;
};

struct Defaulted {
  ~Defaulted() = default;
  int value;
};

struct Implicit {
  File file;
};
} // namespace res
