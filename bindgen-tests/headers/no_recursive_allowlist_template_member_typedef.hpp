// bindgen-flags: --no-recursive-allowlist --allowlist-type Span.* --allowlist-type Coord -- -x c++ -std=c++14

/* Without recursion, an allowlisted member typedef of a class template is
   a generic alias (`Span_Endpoint<T>`), used with its argument. Upstream
   writes it without its parameter (`Coord<T>` with no `T` in scope), which
   does not compile. */
template <typename T> struct Coord { T x; T y; };

template <typename T> struct Span {
    using Endpoint = Coord<T>;
    Endpoint from;
    Endpoint to;
};

typedef Span<double> SpanD;
