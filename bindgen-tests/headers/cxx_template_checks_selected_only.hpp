// bindgen-flags: --allowlist-type 'txt::user' -- -x c++ -std=c++17
// An instantiation gets its size and alignment check only when an emitted
// item reaches it: `view<short>` is laid out by clang for `other`, which
// is not allowlisted, so it has no check (as spdlog's
// `fmt::basic_string_view<wchar_t>`); `view<char>` has one, and so does
// `view<wchar_t>` here, labelled by the C name of its argument.
namespace txt {
template <typename Ch> class view { public: const Ch *ptr; unsigned long len; };
struct other { view<short> wide; };
struct user { view<char> name; int id; view<wchar_t> wide_name; };
}
