// bindgen-flags: -- -x c++ -std=c++17
// An instantiation of a template with a non-type parameter is a blob. It
// is `Copy` unless the class template declares a destructor itself, as
// upstream decides: a member or a base of the template with a destructor
// does not take `Copy` away, a type argument with one does.
struct Handle {
    ~Handle();
    int fd;
};

struct Counted {
    virtual ~Counted();
    int refs;
};

template <typename Item>
struct Buffer {
    Item *data;
    ~Buffer();
};

template <typename Item, int Size>
struct WithMember {
    Item item;
    Handle handle;
};

template <typename Item, int Size>
struct WithBase : Counted {
    Item item;
};

template <typename Item, int Size>
struct WithBuffer {
    Buffer<Item> buffer;
};

template <typename Item, int Size>
struct Owning {
    Item item;
    ~Owning();
};

template <typename Item, int Size>
struct Plain {
    Item item;
};

struct UsesMember : WithMember<int, 1> {
    int extra;
};

struct UsesBase {
    WithBase<long, 2> inner;
};

struct UsesBuffer : WithBuffer<char, 3> {
    int extra;
};

struct UsesOwning : Owning<int, 4> {
    int extra;
};

struct UsesHandleArg {
    Plain<Handle, 5> inner;
};
