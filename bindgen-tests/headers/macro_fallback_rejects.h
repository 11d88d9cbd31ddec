// bindgen-flags: --clang-macro-fallback
// Bodies clang is asked about (or not) but that give no constant.
typedef unsigned long long fb_u64;
typedef int fb_int;
extern int fb_global;

#define REJ_POINTER ((void *)0)
#define REJ_INT_POINTER ((fb_int *)16)
#define REJ_NOT_CONSTANT (fb_global + 1)
#define REJ_TYPE_NAME unsigned int
#define REJ_TYPEDEF_NAME fb_int
#define REJ_COMMA (fb_int)1, 2
#define REJ_BRACES { (fb_int)1 }
#define REJ_STATEMENT (fb_int)1;
#define REJ_STATEMENT_EXPR ({ (fb_int)1; })
#define REJ_UNBALANCED ( (fb_int)1
#define REJ_LINE ((fb_int)__LINE__)
#define REJ_COUNTER ((fb_int)__COUNTER__)
#define REJ_LINE_INDIRECT (REJ_LINE + 1)
#define REJ_TOO_BIG ((fb_u64)-1)
#define REJ_INT128 ((__int128)(fb_int)1)
#define REJ_UNKNOWN (no_such_name + 1)
#define REJ_VOID ((void)(fb_int)0)
#define REJ_STRUCT_LITERAL ((struct { int a; }){ 1 })

// Still fine after all of the above.
#define OK_AT_END ((fb_int)9)
