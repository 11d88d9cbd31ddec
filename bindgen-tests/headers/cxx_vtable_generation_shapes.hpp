// bindgen-flags: --vtable-generation -- -x c++ -std=c++17
// Which classes get a vtable struct listing their virtual methods and
// which an opaque one, as upstream decides: any base (with data, empty or
// virtual) and a destructor upstream binds (public or protected, declared
// out of line) make it opaque; a private, defaulted or deleted destructor
// does not. A virtual destructor always does (its two slots are no plain
// functions), also a private one, which upstream leaves out of the list.
struct Payload { int value; };
struct Marker {};
struct Listed { virtual int run(int times); virtual void stop(); };
struct FromData : Payload { virtual int run(int times); };
struct FromEmpty : Marker { virtual int run(int times); };
struct FromVirtual : virtual Payload { virtual int run(int times); };
struct Destroyed { ~Destroyed(); virtual int run(int times); };
struct Guarded { virtual int run(int times); protected: ~Guarded(); };
struct Sealed { virtual int run(int times); private: ~Sealed(); };
struct Defaulted { ~Defaulted() = default; virtual int run(int times); };
struct Removed { ~Removed() = delete; virtual int run(int times); };
struct VirtualDtor { virtual ~VirtualDtor(); virtual int run(int times); };
struct HiddenDtor { virtual int run(int times); private: virtual ~HiddenDtor(); };
