// Extern global variables.
extern int counter;
extern double ratio;
extern char *prog_name;
