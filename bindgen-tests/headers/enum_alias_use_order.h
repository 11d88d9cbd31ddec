// Typedefs of enums become `pub use` items. rustfmt sorts adjacent `use`
// items, so the two in a row come out in path order, while the one between
// other items stays where it is (and is printed without rustfmt's help).
enum zeta { Z1 };
enum alpha { A1 };
typedef enum zeta zeta_t;
typedef enum alpha alpha_t;
typedef int plain_t;
typedef enum alpha lone_t;
struct after { int x; };
