// bindgen-flags: 
// Bases are placed from their complete definitions whatever order the
// classes were first named in: `Note` is read first (declared first), its
// base `Item` names `Label` in a virtual method, and `Label` derives from
// `Item` too, while `Item` is still being read.

class Note;
class Label;

class Item {
public:
  virtual Label *asLabel();
  virtual Note *asNote();
  int id;
};

class Label : public Item {
public:
  virtual Label *asLabel();
  const char *text;
  short size;
};

class Note : public Item {
public:
  virtual Note *asNote();
  long stamp;
};

struct Plain;
struct Empty;
struct Holder {
  Empty *first;
  Plain *second;
};
struct Empty {};
struct Plain : Empty {
  Holder *owner;
  int n;
};
