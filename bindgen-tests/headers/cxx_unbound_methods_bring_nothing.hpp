// bindgen-flags: --allowlist-type 'kiosk::Terminal' -- -x c++ -std=c++17
// Only the methods that are kept bring the types their signatures name:
// private, inline and deleted ones are not kept, so what only they name is
// left out; a pure virtual one is kept (though not bound) and brings Token.
namespace kiosk {
struct Secret { int pin; };
struct Receipt { int number; };
struct Coupon { int percent; };
struct Token { int id; };
struct Card { int last4; };
class Terminal {
    Secret *unlock(Secret *s);
public:
    Receipt *reprint(Receipt *r) { return r; }
    void redeem(Coupon *) = delete;
    virtual Token *issue(Token *t) = 0;
    void charge(Card *c);
    int serial;
};
}
