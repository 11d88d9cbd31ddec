// bindgen-flags: --new-type-alias-deref '.*_dt' --rustified-enum 'lane' --constified-enum-module 'deck' --newtype-enum 'pier' --no-derive-copy

/* --new-type-alias-deref on typedefs of enums: a newtype with Deref and
 * DerefMut to the enum's type. */
enum lane { LANE_LEFT, LANE_RIGHT };
typedef enum lane lane_dt;

enum deck { DECK_UPPER, DECK_LOWER };
typedef enum deck deck_dt;

enum pier { PIER_EAST = 2, PIER_WEST = 4 };
typedef enum pier pier_dt;

enum quay { QUAY_A, QUAY_B };
typedef enum quay quay_dt;

struct harbour { lane_dt l; deck_dt d; pier_dt p; quay_dt q; };
