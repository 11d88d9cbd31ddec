// bindgen-flags: --with-derive-default --with-derive-hash --with-derive-partialeq -- -x c++ -std=c++17

/* `decltype(nullptr)` (`std::nullptr_t`) as a typedef, a member, an array
 * element, a parameter, a return type and a function-pointer parameter: a
 * pointer to `const void` everywhere, as upstream spells it. */
namespace std {
typedef decltype(nullptr) nullptr_t;
}
typedef decltype(nullptr) bx2_null;

struct Bx2HasNull {
  std::nullptr_t n;
  bx2_null arr[2];
  int x;
};

void bx2_take_null(std::nullptr_t p, int y);
std::nullptr_t bx2_give_null();
using Bx2NullFn = void (*)(decltype(nullptr));

struct Bx2NullCb {
  Bx2NullFn cb;
  const std::nullptr_t *where;
};
