// Extern const globals become immutable statics.
extern const int max_level;
extern const char *const version_string;
