// bindgen-flags: --enable-function-attribute-detection --must-use-type Status
// C++ methods declared [[nodiscard]] or warn_unused_result: #[must_use] on
// the extern declaration and on the impl wrapper; a method returning a
// --must-use-type type has it on the declaration only.
struct Status { int code; };

class Buffer {
public:
    [[nodiscard]] int size() const;
    [[nodiscard]] static Buffer *create(int capacity);
    __attribute__((warn_unused_result)) bool reserve(int n);
    Status flush();
    void clear();
    int capacity() const;
private:
    int len_;
};

namespace io {
[[nodiscard]] int open_count();
Status last_status();
}
