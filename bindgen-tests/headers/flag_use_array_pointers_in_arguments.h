// bindgen-flags: --use-array-pointers-in-arguments
void take(int values[4], const char name[8]);
