// bindgen-flags: --generate-inline-functions
// An inline function that is never defined is left out, even with
// `--generate-inline-functions`; inline-ness goes by the first declaration
// and the definition, so a plain prototype followed by an inline one (and
// no body) is bound.

inline int inl_undef_proto(void);
extern inline int inl_undef_extern(int v);
static inline int inl_undef_static(void);

inline int inl_undef_later(int v);
inline int inl_undef_later(int v) { /* defined after its prototype */ return v; }

inline int inl_undef_body(int v) { return v + 1; }

int inl_undef_plain_first(void);
inline int inl_undef_plain_first(void);

inline int inl_undef_inline_first(void);
int inl_undef_inline_first(void);

int inl_undef_ordinary(int v);
