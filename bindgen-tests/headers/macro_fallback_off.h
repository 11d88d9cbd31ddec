// Without --clang-macro-fallback these bodies give no constants.
typedef unsigned short off_u16;
enum off_e { OFF_A = 2 };
struct off_s { char c; };
#define OFF_CAST ((off_u16)7)
#define OFF_ENUM OFF_A
#define OFF_SIZEOF sizeof(struct off_s)
#define OFF_PLAIN 1
