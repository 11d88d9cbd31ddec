// Dynamic classes: the vtable pointer is the `vtable_` field at offset 0 of
// the class that introduces it; derived classes reach it through `_base`.
//
// check: Shape vtable fields=sides
// check: Square bases=Shape fields=edge,colour
// check: Abstract vtable fields=weight
// check: Concrete bases=Abstract fields=extra
// check: Deeper bases=Concrete fields=level
// check: Plain fields=p
// check: Widened vtable fields=w
// check: Counter vtable fields=n statics=created
// check: OverBase vtable fields=q,r
// check: Held fields=v
// check: HasVirtualBase vtable vbases=Held fields=d
// check: AlsoVirtual vtable vbases=Held fields=a
// check: NotDynamic fields=x
// check: DynamicOnTop vtable bases=NotDynamic fields=y

class Shape {
public:
    virtual ~Shape();
    virtual int area() const;
    long sides;
};

class Square : public Shape {
public:
    int area() const override;
    virtual void grow(int by);
    int edge;
    int colour;
};

class Abstract {
public:
    virtual void run() = 0;
    virtual int cost() const = 0;
    double weight;
};

class Concrete : public Abstract {
public:
    void run() override;
    int cost() const override;
    long extra;
};

class Deeper final : public Concrete {
public:
    void run() override;
    long level;
};

struct Plain {
    int p;
};

// A class whose only virtual function is its destructor is dynamic too.
struct Widened {
    virtual ~Widened();
    long w;
};

struct Counter {
    virtual void tick();
    static int created;
    long n;
};

// Fields after the vtable pointer are aligned as usual.
struct OverBase {
    virtual void f();
    char q;
    double r;
};

// A virtual base lives after the derived class's own fields and is reached
// through the vtable, so it is no `_base` field; the size still covers it.
struct Held {
    int v;
};

struct HasVirtualBase : virtual Held {
    int d;
};

struct AlsoVirtual : virtual Held {
    long a;
};

// A dynamic class over a non-dynamic base: the vtable pointer comes first and
// the base follows it.
struct NotDynamic {
    int x;
};

struct DynamicOnTop : NotDynamic {
    virtual void f();
    int y;
};
