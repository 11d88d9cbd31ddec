// bindgen-flags: --vtable-generation
// Overloaded virtual methods get one vtable field each, numbered as their
// declarations (`Canvas_draw1`). Private and inline virtual methods keep
// their slots too (upstream leaves them out, which moves every later
// pointer), numbered on past the names taken.

class Canvas {
public:
  int draw(double scale);
  virtual int draw() const;
  virtual int draw(int layer) const;
  virtual void clear() {}
  virtual void flush(int mode) = 0;
  int width;

private:
  virtual void clear(int color);
  virtual void sync();
};

class Screen : public Canvas {
public:
  virtual void blink(int times);
  virtual void blink(double period);
};
