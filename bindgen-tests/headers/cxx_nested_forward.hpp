// A class declared inside a class and never defined still belongs to its
// class (`store_Writer_State`), so two classes can each have their own. One
// first named by an elaborated type in a member and never defined is named
// at file scope (`Sink`), as upstream names it.
namespace store {
class Writer {
public:
  struct State;
  State *state;
  struct Sink *sink;
};
class Reader {
public:
  struct State;
  State *state;
};
}
