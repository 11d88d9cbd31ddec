// bindgen-flags: --blocklist-type 'garage::Tool' --blocklist-file '.*cxx_left_out.hpp' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct Engine { pub cylinders: ::std::os::raw::c_int }' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct Wheel { pub radius: f32 }' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct garage_Tool { pub size: ::std::os::raw::c_long }'
// What refers to a blocklisted class, or to a class in a blocklisted file,
// names it as it would be emitted, and the user's definitions (here
// `--raw-line`s) complete the bindings, as with upstream.
#include "include/cxx_left_out.hpp"

namespace garage {
class Tool {
public:
  long size;
};

class Car {
public:
  Engine engine;
  Wheel wheels[4];
  Tool *tools;
  Tool spare;
  int service(Tool *with, const Engine &e);
};

typedef Tool Wrench;
}

int inspect(garage::Car *car, Engine *engine, garage::Tool tool);
