// bindgen-flags: --verify-abi -- --target=i686-unknown-linux-gnu
// Calls checked against clang (--verify-abi): each function's lowered
// signature in rustc's LLVM IR must match clang's. No system headers, so
// the same declarations serve the i686 and aarch64 goldens.
typedef __builtin_va_list va_list;

struct pair { int a, b; };
struct trio { long a, b, c; };
struct mixed { char tag; double value; };
struct floats { float x, y; };
struct quad { float a, b, c, d; };
struct bytes { unsigned char b[3]; };
union either { int i; float f; };
enum small : unsigned short { SMALL_A, SMALL_B };
enum signed_small : signed char { SS_NEG = -1, SS_POS = 1 };

_Bool flip(_Bool b);
char next_char(char c);
signed char dec(signed char c);
unsigned char inc(unsigned char c);
short widen(short s, unsigned short u);
long long add64(long long a, unsigned long long b);
float scale(float f, double d);
struct pair swap(struct pair p);
struct trio rotate(struct trio t);
struct mixed tag_of(struct mixed m);
struct floats mirror(struct floats f);
struct quad sum4(struct quad q);
struct bytes shift(struct bytes b);
union either pun(union either e);
enum small bump(enum small s);
enum signed_small negate(enum signed_small s);
int count(const char *fmt, ...);
int vcount(const char *fmt, va_list ap);
void fill(int out[4], const struct pair *p);
void (*callback_for(int which))(int);
int renamed(int x) __asm__("renamed_v2");
_Complex double rotate_c(_Complex double z);
_Complex float rotate_cf(_Complex float z);
long double extend(long double x);
double narrow(long double *x);
void noop(void);
int __attribute__((ms_abi)) ms_entry(int a);
