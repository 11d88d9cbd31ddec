// bindgen-flags: 
// Class layouts: data members, empty classes, base classes, vtable
// pointers, virtual bases, `final`, static data members and bitfields.

class Nothing {};

struct Pair {
  int first;
  int second;
};

struct Labelled : Pair {
  const char *label;
};

struct Tag {};

struct TwoParents : Pair, Tag {
  double weight;
};

struct Left {
  long l;
};
struct Right {
  short r;
};
struct Both : Left, Right {
  char own;
};

class Shape {
public:
  virtual double area() const;
  int id;
};

class Square : public Shape {
public:
  double area() const override;
  double side;
};

struct Counter {
  static int created;
  static const long limit = 64;
  int value;
};

struct Shared : virtual Pair {
  int extra;
};

struct Sealed final {
  unsigned short code;
};

class Packed {
public:
  unsigned ready : 1;
  unsigned level : 3;
  unsigned char rest;
  int wide : 20;
};

class Hidden {
  int secret;

protected:
  int guarded;

public:
  int open;
};
