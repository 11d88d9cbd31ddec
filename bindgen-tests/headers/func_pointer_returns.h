// Functions returning pointers with different constness.
const char *get_name(int id);
char *dup_name(const char *name);
void **alloc_table(unsigned long n);
