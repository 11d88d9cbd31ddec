// Methods and bitfield accessors of one class never share a Rust name.
// Bitfield getters and setters named like a method take a
// `_bindgen_bitfield` suffix (as upstream); wrappers are numbered past every
// name already given out (`f11` for a method `f1` after a second `f`,
// `destruct2`, `new2`); overload numbers count pure virtual methods.

class Packet {
public:
  unsigned type : 4;
  unsigned mode : 4;
  unsigned kind : 4;
  unsigned g1 : 4;
  int type_() const;
  void set_mode(int level);
  virtual void set_kind(int k) = 0;
  int kind_raw();
  void new_bitfield_1();
  void f(int a);
  void f(double a);
  void f1();
  void f1(int a);
  void g(int a);
  void g(double a);
  void destruct();
  void destruct1();
  ~Packet();
};

class Builder {
public:
  void new1();
  Builder(int a);
  Builder(double a);
  void put(int v) const;
  void put(int v);
  static void put(const char *s);
  virtual void reset() = 0;
  virtual void reset(int how) = 0;
  void reset(long how);
  int slot;
};

class Derived : public Builder {
public:
  Derived(int a);
  void put(long v);
  void reset(long how);
};

void Builder_put(int v);
void put(int v);

// Declarations of two classes (`Sheet_Cell::clear`, `Sheet::Cell_clear`)
// or of a method and a variable (`Sheet::reset`, `Sheet_reset`): the later
// declaration is numbered, as upstream numbers the second class's; upstream
// emits the method's next to the variable.
class Sheet_Cell {
public:
  void clear();
};
class Sheet {
public:
  void Cell_clear();
  void reset();
};
extern int Sheet_reset;

// An enum constant in the default style is a free item too: the method's
// declaration is numbered (`Sheet2_clear1`); upstream emits both.
enum { Sheet2_clear = 7 };
class Sheet2 {
public:
  void clear();
};
