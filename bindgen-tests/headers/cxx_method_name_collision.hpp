// A C function already named like a method's declaration (gnutlsxx.h wraps
// `gnutls_dh_params_import_raw` in `gnutls::dh_params::import_raw`): the
// method's declaration is numbered on (`kit_Box_open1`, `kit_Box_open2`),
// its wrapper keeps its name.
extern "C" int kit_Box_open(int mode);
extern "C" int kit_Box_open1(int mode, int flags);
namespace kit {
class Box {
public:
  int open(int mode);
  int open(double ratio);
  int close();
  int handle;
};
}
