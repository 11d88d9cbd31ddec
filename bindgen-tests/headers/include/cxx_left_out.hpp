// Classes of a file that `--blocklist-file` leaves out: the user defines them.
class Engine {
public:
  int cylinders;
};
struct Wheel {
  float radius;
};
