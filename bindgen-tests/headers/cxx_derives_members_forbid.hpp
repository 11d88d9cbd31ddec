// bindgen-flags: --with-derive-default --no-default 'Ticket'
// Derives that a member forbids are not emitted:
// - a generic struct derives `Copy` only for `Copy` arguments, and a
//   forward-declared class is not `Copy` (it derives `Debug` only), so a
//   class holding `Handle<Session>` is not `Copy`, as upstream;
// - an opaque instantiation of more than 32 words sits in
//   `__BindgenOpaqueArray`, which implements `Default` (an array that long
//   does not);
// - a class marked `nodefault` (or named by `--no-default`) has no
//   `Default`, so what holds it gets the zero-filling impl.
class Session;

template <typename T> class Handle {
public:
  T *target;
  unsigned generation;
};

class Client {
public:
  Handle<Session> session;
  int retries;
};

template <typename T, int N> class Ring {
public:
  T slots[N];
  unsigned head;
};

class Logger {
public:
  Ring<int, 40> recent;
  int level;
};

/** <div rustbindgen nodefault></div> */
class Token {
public:
  int value;
};

class Ticket {
public:
  int seat;
};

class Booking {
public:
  Token token;
  Ticket ticket;
  Token history[2];
};

class Wallet {
public:
  Token tokens[3];
  long balance;
};
