/* C++ input for macro_differential.rs (not a golden: the layout differential
   compiles every golden header as C): namespaces, scoped enums, constexpr and
   templates. A failed template instantiation rejects only the macro that
   asked for it. */
namespace cxx_ns { constexpr int base = 3; }
enum class cxx_mode : short { fast = 4 };
template <typename T> struct cxx_traits { static constexpr int value = T::nested; };
struct cxx_good { static constexpr int nested = 11; };

#define CXX_NS (cxx_ns::base + 1)
#define CXX_SCOPED static_cast<int>(cxx_mode::fast)
#define CXX_TEMPLATE (cxx_traits<cxx_good>::value)
#define CXX_BAD_TEMPLATE (cxx_traits<int>::value)
#define CXX_BOOL (sizeof(cxx_good) == 1)
#define CXX_NULLPTR nullptr
#define CXX_AFTER_BAD ((short)70000)
