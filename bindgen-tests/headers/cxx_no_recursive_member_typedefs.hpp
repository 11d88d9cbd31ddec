// bindgen-flags: --allowlist-item 'ledger::Journal|ledger::Shelf' --no-recursive-allowlist --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct ledger_Amount { pub cents: i64 }' -- -x c++ -std=c++17
// With `--no-recursive-allowlist` the member typedefs of an allowlisted
// class come with it, as its nested classes and enums do (private ones
// too, and those of its nested classes), as upstream (tools/cxx-fuzz seed
// 121 case 14). What they name is left to the user, as any used type
// (here a raw line).
// Those of a class template stay generic aliases (see differences.md).
namespace ledger {
struct Amount {
    long cents;
};
struct Journal {
    int entries;
private:
    typedef long long serial_t;
public:
    typedef unsigned short page_t;
    using amount_t = Amount;
    struct Line {
        typedef char mark_t;
        struct Note {
            typedef short width_t;
            int width;
        };
        int number;
    };
};
template <typename K, typename V>
struct Shelf {
    K *keys;
    V first;
    typedef V value_type;
    typedef int count_type;
};
}
