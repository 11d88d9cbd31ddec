#define LINE_MINOR 70
struct point070 { int x; long y; };
