#include "shapes.hpp"

namespace shapes {

int Tally::live_ = 0;
int Tally::constructed_ = 0;
int Shape::made_ = 0;

int Tally::live() { return live_; }
int Tally::constructed() { return constructed_; }

Shape::Shape(long id) : id(id) {
    ++Tally::live_;
    ++Tally::constructed_;
    ++made_;
}

Shape::~Shape() { --Tally::live_; }

int Shape::area() const { return 0; }
int Shape::corners() const { return 0; }
void Shape::rename(long new_id) { id = new_id; }
long Shape::id_times(int k) const { return id * k; }
long Shape::id_times(int k, int plus) const { return id * k + plus; }
int Shape::made() { return made_; }

Rect::Rect(long id, int width, int height) : Shape(id), width(width), height(height) {}
Rect::~Rect() {}
int Rect::area() const { return width * height; }
int Rect::corners() const { return 4; }
void Rect::scale(int by) {
    width *= by;
    height *= by;
}

Square::Square(long id, int side) : Rect(id, side, side) {}
// Different from Rect's answer, so a test sees which override ran.
int Square::area() const { return width * width + 1000000; }

int area_of(const Shape *shape) { return shape->area(); }

int total_area(const Shape *const *shapes, int count) {
    int total = 0;
    for (int i = 0; i < count; ++i) total += shapes[i]->area();
    return total;
}

Counter::Counter() : Counter(0) {}
Counter::Counter(int start) : count(start), steps(0) {
    ++Tally::live_;
    ++Tally::constructed_;
}
Counter::~Counter() { --Tally::live_; }
void Counter::add(int n) {
    count += n;
    ++steps;
}
void Counter::add(int n, int times) {
    for (int i = 0; i < times; ++i) add(n);
}
int Counter::value() const { return count; }
Counter *Counter::make(int start) { return new Counter(start); }
void Counter::dispose(Counter *counter) { delete counter; }

Pair<int, double> make_pair(int first, double second) {
    Pair<int, double> p;
    p.first = first;
    p.second = second;
    return p;
}
double pair_sum(Pair<int, double> pair) { return pair.first + pair.second; }
void ring_push(Ring<long> *ring, long value) {
    ring->slots[ring->used % 4] = value;
    ring->cursor = &ring->slots[ring->used % 4];
    ++ring->used;
}
long ring_total(const Ring<long> *ring) {
    long sum = 0;
    unsigned n = ring->used < 4 ? ring->used : 4;
    for (unsigned i = 0; i < n; ++i) sum += ring->slots[i];
    return sum;
}
double ledger_value(const Ledger *ledger) {
    return ledger->tag + ledger->entry.first * ledger->entry.second + ring_total(&ledger->history);
}

namespace util {
int twice(int x) { return 2 * x; }
double mean(const int *values, int count) {
    if (count == 0) return 0.0;
    long sum = 0;
    for (int i = 0; i < count; ++i) sum += values[i];
    return static_cast<double>(sum) / count;
}
} // namespace util

} // namespace shapes

#include <cstdarg>

namespace shapes {

Adder::Adder(int start) : total_(start) {}
int Adder::add(int count, ...) {
    va_list args;
    va_start(args, count);
    for (int i = 0; i < count; ++i) total_ += va_arg(args, int);
    va_end(args);
    return total_;
}
long Adder::sum(int count, ...) {
    va_list args;
    va_start(args, count);
    long s = 0;
    for (int i = 0; i < count; ++i) s += va_arg(args, long);
    va_end(args);
    return s;
}
int Adder::total() const { return total_; }

Branch *Tree::asBranch() { return nullptr; }
Branch::Branch(long id, int width) : width(width) { this->id = id; }
Branch *Branch::asBranch() { return this; }

} // namespace shapes
