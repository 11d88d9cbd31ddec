// bindgen-flags: -- -std=c++17
// Flexible array members in classes: after a base, after a vtable pointer,
// with access specifiers and methods.

struct Header {
  unsigned short kind;
  unsigned short len;
};

class Packet : public Header {
public:
  int checksum() const;
  unsigned count;
  unsigned char payload[];
};

class Message {
public:
  virtual ~Message();
  virtual int size() const;
protected:
  int refs;
  char text[];
};

struct Table {
  int rows;
  struct Row {
    int id;
    double value;
  } entries[0];
};
