// bindgen-flags: -- -std=c++17
// A bitfield wider than 64 bits in a class (with a base, a method and access
// specifiers) keeps its storage and gets no accessors, as in C (see
// bitfield_wider_than_64.h); its neighbours keep theirs.

struct Header {
  int kind;
};

class Wide : public Header {
public:
  unsigned __int128 mask : 100;
  int flags : 3;
  int count() const;

private:
  __int128 reserved : 70;
  unsigned tail : 5;
};
