// Enums over `bool` (C++11 `enum E : bool`): the type is `bool` and the
// constants are `false`/`true`, as upstream writes them; bitfields of such
// an enum read and write a `bool`.
enum Switch : bool { SwitchOff, SwitchOn };
enum class Speed : bool { Slow = false, Fast = true };
namespace io {
enum Direction : bool { In, Out = 1 };
}

struct Port {
  Switch power;
  Speed speed;
  io::Direction dir;
  Switch led : 1;
  Speed clock : 1;
  unsigned width : 6;
};
