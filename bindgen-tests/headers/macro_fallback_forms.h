// bindgen-flags: --clang-macro-fallback
// Bodies the token evaluator rejects and clang evaluates.
typedef unsigned short fb_u16;
typedef long fb_long;
typedef double fb_double;
struct fb_point { int x; int y; };
enum fb_color { FB_RED, FB_GREEN = 5, FB_BLUE };

#define FB_TYPEDEF_CAST ((fb_u16)70000)
#define FB_NEG_CAST ((fb_long)-3)
#define FB_SIZEOF_STRUCT sizeof(struct fb_point)
#define FB_ALIGNOF _Alignof(struct fb_point)
#define FB_ENUM_REF FB_BLUE
#define FB_ENUM_MATH (FB_GREEN * 2 + FB_RED)
#define FB_COMPARE (sizeof(struct fb_point) == 8)
#define FB_TERNARY (sizeof(struct fb_point) > 4 ? 100 : 200)
#define FB_CHAR_CAST ((fb_u16)'a')
#define FB_BOOL ((_Bool)FB_BLUE)
#define FB_BIG_SIGNED ((fb_long)1 << 40)
#define FB_ANON_SIZE sizeof(struct { fb_long a; char b; })

// Kernel-style ioctl numbers built from a struct size.
#define FB_IOC(dir, type, nr, size) (((dir) << 30) | ((size) << 16) | ((type) << 8) | (nr))
#define FB_IOW(type, nr, T) FB_IOC(1U, (type), (nr), sizeof(T))
#define FB_SET_POINT FB_IOW('f', 3, struct fb_point)

// Later macros build on values clang computed (the token evaluator runs again
// with them; a parenthesized body can stand for its value).
#define FB_AFTER (FB_TYPEDEF_CAST + 1)
#define FB_SIZE_PAREN (sizeof(struct fb_point))
#define FB_AFTER_FLOAT (FB_SIZE_PAREN * 0.5)

// Floating values clang computed (a cast to a typedef the token evaluator cannot see through).
#define FB_FLOAT_CAST ((fb_double)1.5)
