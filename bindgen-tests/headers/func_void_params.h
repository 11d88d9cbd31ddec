// An explicit (void) parameter list.
void shutdown_all(void);
int current_level(void);
