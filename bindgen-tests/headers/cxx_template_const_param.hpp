// bindgen-flags: -- -x c++ -std=c++17
// A qualified template parameter (`const Ch *`, `volatile T`) is still the
// parameter: the template stays generic and its instantiations spell it.
template <typename Ch> class text_view {
    const Ch *begin_;
    unsigned long count_;
public:
    using iterator = const Ch *;
};
template <typename T> struct mmio_cell { volatile T value; const T *shadow; };
typedef text_view<char> narrow_view;
struct console {
    narrow_view prompt;
    text_view<unsigned short> wide_prompt;
    mmio_cell<unsigned int> status;
};
