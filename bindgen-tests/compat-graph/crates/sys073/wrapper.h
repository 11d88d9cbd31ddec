#define LINE_MINOR 73
struct point073 { int x; long y; };
