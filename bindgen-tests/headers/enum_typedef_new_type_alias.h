// bindgen-flags: --new-type-alias '.*_nt' --rustified-enum 'tint' --newtype-enum 'notch' --bitfield-enum 'opt' --constified-enum-module 'bay' --newtype-global-enum 'ring' --no-copy 'ring_nt' --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default

/* --new-type-alias on typedefs of enums, one enum style each: the typedef
 * is a newtype over the enum's type, deriving what that type derives. */
enum plainc { PLAINC_A, PLAINC_B };
typedef enum plainc plainc_nt;

enum tint { TINT_WARM, TINT_COOL };
typedef enum tint tint_nt;

enum notch { NOTCH_ONE = 1, NOTCH_TWO };
typedef enum notch notch_nt;

enum opt { OPT_X = 1, OPT_Y = 2 };
typedef enum opt opt_nt;

enum bay { BAY_NORTH, BAY_SOUTH };
typedef enum bay bay_nt;

enum ring { RING_INNER, RING_OUTER };
typedef enum ring ring_nt;

/* Not matched: stays a `pub use`. */
typedef enum tint tint_alias;

typedef int count_nt;
typedef double ratio_nt;

struct panel {
  plainc_nt p;
  tint_nt t;
  notch_nt n;
  opt_nt o;
  bay_nt b;
  ring_nt r;
  tint_alias ta;
  count_nt c;
  ratio_nt q;
};
