// bindgen-flags: --allowlist-item 'ums::Widget.*' -- -x c++ -std=c++17
// The pattern reaches past `Widget`'s name, so it also names the function
// types of the methods that are not bound (private, deleted, inline,
// hidden): the types their signatures name are emitted, the methods not.
// Operators and conversions bring nothing.
namespace ums {
struct ByPrivate { int a; };
struct ByPrivateStatic { int a; };
struct ByConstructor { int a; };
struct ByVirtual { int a; };
struct ByDeleted { int a; };
struct ByInline { int a; };
struct ByHidden { int a; };
struct ByNested { int a; };
struct ByOperator { int a; };
struct ByConversion { int a; };
struct ByReturn { short r; };
struct Unrelated { int a; };

class Widget {
    Widget(ByConstructor c);
    ByReturn privately(const ByPrivate *p);
    static int counted(ByPrivateStatic s);
    virtual void repaint(ByVirtual v);
    int operator+(ByOperator o);
public:
    void gone(ByDeleted d) = delete;
    int quick(ByInline i) { return i.a; }
    __attribute__((visibility("hidden"))) void secret(ByHidden h);
    operator ByConversion() const;
    struct Part {
    private:
        void inner(ByNested n);
    };
    int visible;
};

// Not named by the pattern: its private method brings nothing.
class Gadget {
    void privately(Unrelated u);
};
}
