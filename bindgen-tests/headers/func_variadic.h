// A variadic function keeps its trailing ellipsis.
int format_to(char *buf, unsigned long size, const char *fmt, ...);
