// Free functions whose Rust names meet: `net::open` and a file-scope
// `net_open` are both `net_open` once the namespace prefix is added. As
// upstream, the later one is numbered by how many came before
// (`net_open2` after `net::open` and `net::open(int)`).
namespace net {
void open();
void open(int flags);
void close();
}
void net_open();
void net_close(int fd);

// A nested class's method declaration comes before its enclosing class's
// (`Outer_Inner_go`, then `Outer::Inner_go` as `Outer_Inner_go1`), as
// upstream emits them.
class Outer {
public:
  struct Inner {
    void go();
    int x;
  };
  Inner inner;
  void Inner_go();
};

// A variable keeps its name; a function named like it takes a number
// (`net_timeout1`, `Counter_count1`). Upstream emits both.
namespace net {
extern int timeout;
}
void net_timeout(int seconds);
class Counter {
public:
  static int count;
};
int Counter_count(void);
