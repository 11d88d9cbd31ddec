// bindgen-flags: --enable-cxx-namespaces -- -x c++ -std=c++17

/* Constant `char` arrays with a string initializer in C++ (internal at
 * namespace scope unless `extern`): string constants, as upstream. Wide
 * and other non-array constants without a symbol are left out (see
 * "`static` variables are not declared `extern`"). */
static const char bx2_kName[] = "name";
const char bx2_kName2[] = "n2";
extern const char bx2_kExt[] = "ext";
const char bx2_kSized[8] = "ab";
static const unsigned char bx2_kU[] = "u";
constexpr char bx2_kCe[] = "ce";
static char bx2_kMut[] = "mut";
typedef char bx2_char;
static const bx2_char bx2_kTd[] = "td";

namespace bx2 {
static const char kQ[] = "q";
struct Holder {
  static constexpr char kMember[] = "mem";
  int x;
};
}
