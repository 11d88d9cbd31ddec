// bindgen-flags: --blocklist-item Shape
// A blocklisted base's bytes are padding. A class that declares virtual
// methods (an override too) then carries its own `vtable_`; one that only
// inherits the blocklisted base's pointer has no `vtable_` and keeps the
// pointer's bytes in its padding, as upstream; so does a class deriving
// from that one.
class Shape {
public:
    virtual int area();
    short sides;
};
class Plain : public Shape {
public:
    int tag;
};
class Extended : public Shape {
public:
    virtual int perimeter();
    int tag;
};
class Overriding : public Shape {
public:
    int area() override;
    int tag;
};
class Further : public Plain {
public:
    int depth;
};
