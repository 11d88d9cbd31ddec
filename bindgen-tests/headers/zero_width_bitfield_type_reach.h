// bindgen-flags: --allowlist-item 'zwbr_.*_rec'
//
// A zero-width bitfield brings its type along only when it shares a run
// of bitfields with one of some width (its bitfield unit); alone, or among
// zero-width ones only, it leaves nothing behind and brings nothing.

enum zwbr_alone { ZWBR_ALONE = 1 };
enum zwbr_tail { ZWBR_TAIL = 1 };
enum zwbr_with_unit { ZWBR_WITH_UNIT = 1 };
enum zwbr_lead { ZWBR_LEAD = 1 };

struct zwbr_lone_rec {
    long first;
    enum zwbr_alone : 0;
    long second;
    enum zwbr_tail : 0;
};

struct zwbr_unit_rec {
    unsigned int flags : 3;
    enum zwbr_with_unit : 0;
};

struct zwbr_lead_rec {
    enum zwbr_lead : 0;
    unsigned int mode : 2;
};
