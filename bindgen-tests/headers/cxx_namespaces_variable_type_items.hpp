// bindgen-flags: --enable-cxx-namespaces --generate types --blocklist-type '.*Sketch|frame::Border' -- -x c++ -std=c++17
// With `--generate types` a variable's namespace keeps an empty `pub mod`
// through the items upstream makes for the variable's type: the pointer
// type it spells (`view::ptr_const___ink__Sketch`) and the named type it
// points to or holds (matched by that type's own path). The namespace goes
// when the type blocklist names all of them: `.*Sketch` matches both for
// `view::current`; `frame::Border` only the class, so `layout::edge`'s
// pointer keeps `layout`, while `style::thick` (by value) keeps nothing.
typedef double Scale;
namespace ink {
struct Sketch {
    int lines;
};
}
namespace frame {
struct Border {
    int width;
};
}
namespace view {
extern const ::ink::Sketch *current;
}
namespace layout {
extern ::frame::Border *edge;
}
namespace style {
extern ::frame::Border thick;
}
namespace zoom {
extern ::Scale level;
}
