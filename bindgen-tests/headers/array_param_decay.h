// Array parameters decay to pointers.
void sum_four(const int values[4]);
void copy_name(char dst[], const char src[32]);
void fill_matrix(double m[3][3]);
