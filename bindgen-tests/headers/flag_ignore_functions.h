// bindgen-flags: --ignore-functions
struct s { int a; };
int f(struct s *p);
extern int g;
