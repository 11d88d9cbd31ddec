// _Noreturn is ignored without attribute detection.
_Noreturn void fatal(const char *why);
