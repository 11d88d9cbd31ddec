#define LINE_MINOR 72
struct point072 { int x; long y; };
