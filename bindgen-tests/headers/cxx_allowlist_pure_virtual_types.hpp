// bindgen-flags: --allowlist-function 'fmtx::.*' -- -x c++ -std=c++17
// A pure virtual method the function allowlist names is not bound, but the
// types its signature names are emitted all the same (spdlog's
// `flag_formatter::format` brings `std::tm`). Its class comes only when a
// signature names it (`clone` returns a `formatter *`, as spdlog's
// `custom_flag_formatter::clone`): `padded` stays out. Inline and private
// methods bring nothing.
struct when { int sec; int min; };
namespace fmtx {
struct out_buf { char *data; unsigned len; };
struct options { int width; bool pad_left; };
struct hidden_arg { int x; };
class formatter {
public:
    virtual ~formatter() = default;
    virtual void format(const when &t, out_buf &dest) = 0;
    virtual formatter *clone() const = 0;
};
class padded {
public:
    void set(const hidden_arg &a) { (void)a; }
    virtual options *describe() = 0;
private:
    void reset(hidden_arg *a);
};
}
