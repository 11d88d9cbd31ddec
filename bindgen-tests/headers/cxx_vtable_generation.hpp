// bindgen-flags: --vtable-generation
// `--vtable-generation`: the vtable type lists the class's own virtual
// functions as function pointers (kept opaque when there is a virtual
// destructor, as upstream does).

class Codec {
public:
  virtual int encode(const unsigned char *in, int len, unsigned char *out) = 0;
  virtual int decode(const unsigned char *in, int len, unsigned char *out);
  virtual const char *name() const;
  long level;
};

class Rle : public Codec {
public:
  int encode(const unsigned char *in, int len, unsigned char *out) override;
  virtual void reset();
  int window;
};

class Owned {
public:
  virtual ~Owned();
  virtual void run();
  int state;
};
