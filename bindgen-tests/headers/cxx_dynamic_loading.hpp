// bindgen-flags: --dynamic-loading Plugin
// Dynamic loading of C++ free functions: namespaced, overload-numbered
// names, looked up by their mangled symbols (methods stay extern).

namespace plugin {
int load(const char *path);
int load(int fd);
extern "C" int plugin_abi_version(void);
struct Handle {
  int id;
  int close();
};
} // namespace plugin
