// bindgen-flags: --must-use-type 'ptr_(const_int|struct_token|ptr_char)|_Complex_double'
// `--must-use-type` patterns also match upstream's names for unnamed
// return types: a pointer is `ptr_` and its pointee (`ptr_const_int`,
// `ptr_struct_token`, `ptr_ptr_char`), a complex number `_Complex_` and
// its element type. `_Complex_float` and `ptr_int` are not named here.

struct token { int id; };

const int *peek_count(void);
int *raw_count(void);
struct token *next_token(void);
char **split_words(const char *text);
double _Complex root_of(double x);
float _Complex root_of_f(float x);
