// bindgen-flags: --respect-cxx-access-specs
// `--respect-cxx-access-specs`: private and protected members are not `pub`.

class Session {
  int token;

public:
  int user;
  Session(int user);
  int refresh();

protected:
  long started;
  void expire();

private:
  char secret[8];
  void rotate();
};

struct Open {
  int visible;

private:
  int internal;
};
