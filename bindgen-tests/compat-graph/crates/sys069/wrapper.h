#define LINE_MINOR 69
struct point069 { int x; long y; };
