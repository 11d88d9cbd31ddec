// bindgen-flags: -- -x objective-c
// `Class` first used by a parameter of a function pointer type: upstream
// names the interface it makes of `Class` after that inner parameter
// (`who`), and every later use spells it so.
struct Listener {
  void (*on_event)(Class who, int code);
};
typedef void (*handler)(int level, Class kls);
void register_handler(handler h);
Class class_of_listener(struct Listener *l);
