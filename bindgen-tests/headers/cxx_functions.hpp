// bindgen-flags: 
// Free functions in C++: mangled link names, overloads, C linkage,
// references, and the C++ character types.

int scale(int value, int factor);
double scale(double value);
extern "C" int plain_c(int);
extern "C" {
int also_c(long);
}
int bump(int &counter, const int &step);
int steal(int &&moved);
const char &first_char(const char *text);
bool is_set(bool flag);
int width_of(wchar_t wide, char16_t narrow, char32_t full);
void type(int fn);
