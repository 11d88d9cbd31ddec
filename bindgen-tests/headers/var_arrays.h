// Global arrays, sized and of unknown size.
extern int window[4];
extern const char *const names[];
