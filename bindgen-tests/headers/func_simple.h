// Plain function declarations.
int add(int a, int b);
void log_message(const char *msg);
double average(const double *values, unsigned long n);
