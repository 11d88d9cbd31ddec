// bindgen-flags: --allowlist-type 'app_state' --opaque-type 'sys::.*' -- -x c++ -std=c++17
// A member typedef of an opaque class that another class's typedef names:
// under --opaque-type both typedefs are blobs of their size (the inner one
// is never emitted, and nothing refers to it).
namespace sys {
struct raw_lock { long word; };
class lock_base { protected: typedef raw_lock native_type; native_type m; };
class lock : private lock_base {
public:
    typedef native_type *handle_type;
    handle_type handle();
};
}
struct app_state { sys::lock::handle_type h; sys::lock l; int users; };
