// A function whose symbol is renamed with an asm label.
int open_file(const char *path) __asm__("open_file_v2");
