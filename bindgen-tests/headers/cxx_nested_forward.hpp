// A class declared inside a class and never defined still belongs to its
// class (`store_Writer_State`), so two classes can each have their own.
namespace store {
class Writer {
public:
  struct State;
  State *state;
};
class Reader {
public:
  struct State;
  State *state;
};
}
