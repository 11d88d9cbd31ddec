// bindgen-flags: --newtype-enum 'Level' --constified-enum-module 'Gate' --rustified-enum 'Phase'
// Enums over `bool` in the other styles: a newtype over `bool`, a module of
// `bool` constants, a Rust enum with `repr(u8)`.
enum Level : bool { Low, High };
enum Gate : bool { Closed, Open };
enum Phase : bool { Even, Odd };

struct Signal {
  Level level;
  Gate gate;
  Phase phase;
  Level sample : 1;
  Gate latch : 1;
};
