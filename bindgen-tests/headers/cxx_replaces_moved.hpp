// bindgen-flags: --enable-cxx-namespaces
// A `replaces` annotation written in another namespace: the replacement is
// emitted as the replaced class, in its namespace's module and under its
// name, so every path to it (`root::gfx::Color`) finds the definition.
namespace gfx {
class Color {
public:
  unsigned rgba;
};

class Canvas {
public:
  struct Cursor {
    int x;
    int y;
  };
  Color background;
  Cursor cursor;
  Color *palette;
};
}

namespace compat {
/** <div rustbindgen replaces="gfx::Color"></div> */
class ColorBytes {
public:
  unsigned char r, g, b, a;
};

/** <div rustbindgen replaces="gfx::Canvas::Cursor"></div> */
struct CursorPair {
  int coords[2];
};
}

void fill(gfx::Canvas *canvas, gfx::Color color);
