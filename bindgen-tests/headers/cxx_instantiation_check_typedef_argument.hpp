// bindgen-flags: -- -x c++ -std=c++17
// The layout check of an instantiation whose argument is written as a
// member typedef of another instantiation (`Rope<char>::const_pointer`,
// also inside the template: `Cursor<const_pointer, Rope>`) is named by
// the typedef's bare name, as upstream (`Cursor_open0_const_pointer_..`;
// found in the C++ corpus: fmt's `std::string::const_iterator`). The
// member is spelled by what the typedef stands for (see differences.md).
namespace walk {
template <typename P, typename Owner>
struct Cursor {
    P at;
};
}
typedef const char *text_ptr;
struct Page {
    typedef const char *line_ptr;
};
template <typename C>
struct Rope {
    typedef const C *const_pointer;
    typedef const_pointer alias_pointer;
    typedef walk::Cursor<const_pointer, Rope> const_iterator;
    typedef walk::Cursor<alias_pointer, Rope> alias_iterator;
    C *chars;
};
struct ByTypedef { walk::Cursor<text_ptr, Rope<char>> at; };
struct ByClassTypedef { walk::Cursor<Page::line_ptr, Rope<char>> at; };
struct ByMemberTypedef { walk::Cursor<Rope<char>::const_pointer, Rope<char>> at; };
struct ByIterator { Rope<char>::const_iterator at; Rope<char>::alias_iterator alias; };
struct ByMixed { walk::Cursor<Rope<char>::const_pointer, int> at; };
