// A small C++ library for the behaviour differential: every call the Rust
// tests make goes through the generated bindings into this code.
#ifndef SHAPES_HPP
#define SHAPES_HPP

namespace shapes {

// Counts the live objects of every class below: constructors add one,
// destructors take one away, so a test that builds and destructs its
// objects leaves it where it found it.
class Tally {
public:
    static int live();
    static int constructed();

private:
    static int live_;
    static int constructed_;
    friend class Shape;
    friend class Counter;
};

class Shape {
public:
    explicit Shape(long id);
    virtual ~Shape();

    // Virtual: a derived class answers through a Shape pointer.
    virtual int area() const;
    virtual int corners() const;

    // Plain and const methods, and an overload pair.
    void rename(long id);
    long id_times(int k) const;
    long id_times(int k, int plus) const;

    // A static method.
    static int made();

    // A long: a polymorphic base with tail padding would let the derived
    // class reuse it, which Rust structs cannot express.
    long id;

private:
    static int made_;
};

class Rect : public Shape {
public:
    Rect(long id, int width, int height);
    ~Rect();

    int area() const override;
    int corners() const override;
    void scale(int by);

    int width;
    int height;
};

class Square final : public Rect {
public:
    Square(long id, int side);
    int area() const override;
};

// Virtual dispatch on the C++ side: the Rust test hands in base pointers.
int area_of(const Shape *shape);
int total_area(const Shape *const *shapes, int count);

class Counter {
public:
    Counter();
    explicit Counter(int start);
    ~Counter();

    void add(int n);
    void add(int n, int times);
    int value() const;

    // Static methods handing out and taking back heap objects.
    static Counter *make(int start);
    static void dispose(Counter *counter);

    int count;
    int steps;
};

// Class templates: the Rust side builds and reads instantiations through
// the generic structs, by value and through pointers.
template <typename A, typename B> struct Pair {
    A first;
    B second;
};

template <typename T> struct Ring {
    T slots[4];
    T *cursor;
    unsigned used;
};

struct Ledger {
    char tag;
    Pair<short, double> entry;
    Ring<long> history;
};

// (A function declaration alone does not make clang lay out `Pair<int,
// double>`; this member does, and only a laid-out instantiation can be
// checked, so only then are the functions below bound.)
struct Reading {
    Pair<int, double> value;
};

Pair<int, double> make_pair(int first, double second);
double pair_sum(Pair<int, double> pair);
void ring_push(Ring<long> *ring, long value);
long ring_total(const Ring<long> *ring);
double ledger_value(const Ledger *ledger);

namespace util {
int twice(int x);
double mean(const int *values, int count);
} // namespace util

} // namespace shapes

// Variadic methods (bound without wrappers, called through their `extern`
// declarations with `...`), a method defined `inline` after its class (not
// bound: it has no symbol), and a derived class named in its base before it
// is defined, behind another forward-declared sibling (laid out from its
// definition, not opaque).
namespace shapes {

class Adder {
public:
    explicit Adder(int start);
    int add(int count, ...);
    static long sum(int count, ...);
    int total() const;
    int doubled() const;

private:
    int total_;
};

inline int Adder::doubled() const { return 2 * total_; }

class Leaf;
class Branch;

class Tree {
public:
    virtual Branch *asBranch();
    long id;
};

class Branch : public Tree {
public:
    Branch(long id, int width);
    Branch *asBranch() override;
    int width;
};

class Leaf : public Tree {};

} // namespace shapes

#endif
