// Globals named after Rust keywords.
extern int match;
extern const char *async;
