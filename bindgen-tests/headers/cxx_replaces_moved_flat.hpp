// The same replacements without `--enable-cxx-namespaces`: the replacement
// takes the replaced class's name, `gfx_Color`.
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
