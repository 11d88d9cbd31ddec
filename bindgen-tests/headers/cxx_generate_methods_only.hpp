// bindgen-flags: --generate 'functions,methods,destructors' --raw-line '#[repr(C)] pub struct shop_Till { _private: [u8; 16] }' --raw-line '#[repr(C)] pub struct shop_Till_Drawer { _private: [u8; 4] }'
// `--generate` with methods or destructors but no types: the declarations
// of every class's methods and destructor, without the class or an `impl`
// (the user defines the types, here by `--raw-line`), as upstream.
namespace shop {
class Till {
public:
  Till(int id);
  ~Till();
  void open();
  static int count();
  virtual void close();
  long total;

  class Drawer {
  public:
    void eject();
    int coins;
  };
};
}

void shop_reset(void);
