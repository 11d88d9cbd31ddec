#define LINE_MINOR 71
struct point071 { int x; long y; };
