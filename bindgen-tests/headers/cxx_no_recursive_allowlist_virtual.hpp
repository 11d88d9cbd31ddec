// bindgen-flags: --allowlist-type 'shop::Till' --allowlist-function 'shop::Till_count' --no-recursive-allowlist -- -x c++ -std=c++17
// With `--no-recursive-allowlist`, the virtual methods of an emitted class
// are declared only when the function (or item, or file) allowlists name
// them, as upstream declares them: as items of their own that the class
// does not bring along. `receipt` and `refund` name `shop::Receipt`, which
// is not emitted; binding them did not compile (found by tools/cxx-fuzz).
namespace shop {
struct Receipt {
    int total;
};
struct Counter {
    virtual Receipt receipt(long long *items) const;
};
class Till : private Counter {
public:
    virtual ~Till();
    Receipt receipt(long long *items) const override;
    virtual void refund(Receipt r);
    virtual int count();
    int open(int drawer);
};
}
