// bindgen-flags: 
// Member functions: plain, const, static, overloaded, constructors and
// the destructor; virtual ones; and what is skipped by default
// (operators, conversions, deleted, pure virtual, private and inline ones).

class Account {
public:
  Account();
  explicit Account(long opening);
  Account(const Account &other);
  ~Account();

  long balance() const;
  void deposit(long amount);
  void deposit(long amount, const char *memo);
  bool withdraw(long amount);
  static int open_accounts();
  static Account *find(int id);

  Account &operator+=(long amount);
  bool operator==(const Account &other) const;
  explicit operator bool() const;
  void freeze() = delete;
  long cached() const { return total; }
  inline void touch();

protected:
  void audit();

private:
  void recompute();
  long total;
};

class Reader {
public:
  virtual ~Reader();
  virtual int read(char *buf, int len) = 0;
  virtual void rewind();
  int position() const;
};

class FileReader : public Reader {
public:
  FileReader(const char *path);
  int read(char *buf, int len) override;
  int fd;
};

namespace store {
struct Item {
  Item(int code);
  int code() const;
  int value;
};
} // namespace store
