// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord --with-derive-default

/* A long double (or __float128) is emitted as a u128 but is a float: records
 * holding one, directly, in an array, through a typedef or inside another
 * record, derive PartialEq/PartialOrd but not Hash, Eq or Ord. */
struct reading { long double value; };

struct series { long double samples[4]; unsigned count; };

typedef long double extended_t;
struct scaled { extended_t factor; short exponent; };

struct quad { __float128 q; };

struct wrapper { struct reading r; int id; };

struct polar { _Complex long double z; };

/* Through a pointer it is an address: every trait. */
struct cursor { long double *at; };
