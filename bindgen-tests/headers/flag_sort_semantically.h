// bindgen-flags: --sort-semantically --no-layout-tests
// Items are regrouped by kind: aliases, records, constants, extern declarations.

int first_function(int x);
#define LIMIT 10
struct late_struct { int a; };
typedef int count_t;
extern int global_counter;
enum colour { RED, GREEN };
typedef struct late_struct late_t;
