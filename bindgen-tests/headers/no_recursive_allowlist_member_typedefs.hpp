// bindgen-flags: --no-recursive-allowlist --allowlist-type Ledger.* --allowlist-type Tally -- -x c++ -std=c++14

/* Without recursion, the member typedefs and nested types of an
   allowlisted class that the allowlist also names are emitted, as
   upstream's; what they name is still left to the user. */
struct Tally { int total; };

struct Ledger {
    typedef int Count;
    using Row = Tally;
    typedef Tally *RowPtr;
    struct Footer { Count lines; } footer;
    Count entries;
    Row first;
    RowPtr cursor;
};
