// bindgen-flags: --generate types
struct s { int a; };
int f(struct s *p);
extern int g;
#define C 1
