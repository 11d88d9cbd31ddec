// bindgen-flags: --enable-function-attribute-detection --must-use-type 'Ticket'
// Function attributes on methods, as on free functions: `[[nodiscard]]` and
// `warn_unused_result` give `#[must_use]` to the declaration and the
// wrapper (a constructor's `new` too), `[[noreturn]]` gives `-> !`; a return
// type named by `--must-use-type` marks the declaration only.
struct Ticket {
  int number;
};

class Queue {
public:
  [[nodiscard]] Queue(int capacity);
  [[nodiscard]] int pop();
  __attribute__((warn_unused_result)) bool empty() const;
  [[nodiscard]] static int count();
  [[nodiscard]] virtual int peek() const;
  [[noreturn]] void fail(int code);
  [[noreturn]] static void abort_all();
  Ticket take();
  void push(int value);
  ~Queue();
};

[[noreturn]] void queue_panic(const char *why);
[[nodiscard]] int queue_size(const Queue *q);
