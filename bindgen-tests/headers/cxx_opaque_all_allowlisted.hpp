// bindgen-flags: --opaque-type '.*' --allowlist-function drive
// `--opaque-type '.*'` makes every class a blob, but the classes an
// allowlisted function refers to are still emitted (as blobs), with what
// their methods refer to. Pointers and references are not "types named
// `.*`": they are followed.
namespace road {
class Engine {
public:
  int power;
  double torque;
};
class Car {
public:
  Engine engine;
  Engine *spare;
  int start(Engine *with);
};
}
struct Config {
  int mode;
};

int drive(road::Car *car, const road::Engine &engine, Config *config);
