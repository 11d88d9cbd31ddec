// bindgen-flags: --rustified-enum 'gear' --newtype-enum 'lamp' --constified-enum-module 'door' --bitfield-enum 'perm'

/* `hide` on an enumerator leaves it out in every enum style. clang hands
 * a comment to each following enumerator up to the next commented one, so
 * an uncommented enumerator after a hidden one is hidden too. */
enum gear {
  GEAR_PARK,
  /** <div rustbindgen hide></div> */
  GEAR_SECRET = 7,
  /// Forward.
  GEAR_DRIVE
};

enum lamp {
  LAMP_OFF,
  /** <div rustbindgen hide></div> */
  LAMP_TEST = 1,
  LAMP_TEST_ALIAS = 1
};

enum door {
  /** <div rustbindgen hide></div> */
  DOOR_ONLY
};

enum perm {
  PERM_READ = 1,
  PERM_WRITE = 2,
  /** <div rustbindgen hide></div> */
  PERM_DEBUG = 64
};

enum level {
  LEVEL_LOW = -1,
  /** <div rustbindgen hide></div> */
  LEVEL_MID,
  /** High. */
  LEVEL_HIGH
};

/** <div rustbindgen hide></div> */
enum shut { SHUT_A };

struct panel {
  enum gear g;
  enum lamp l;
  enum door d;
  enum perm p;
  enum level v;
};
