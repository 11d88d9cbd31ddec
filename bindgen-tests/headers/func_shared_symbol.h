// Two declarations linked to one symbol through `__asm__` labels: the first
// emitted function keeps the symbol, later ones are left out (as upstream).
// Variables with a shared symbol are both bound.
int tally_read(int slot) __asm__("tally_read_v2");
int tally_read_v2(int slot);
long tally_read_wide(long slot) __asm__("tally_read_v2");
int tally_write(int slot, int value);
int tally_store(int slot, int value) __asm__("tally_write");
extern int tally_count;
extern int tally_total __asm__("tally_count");
