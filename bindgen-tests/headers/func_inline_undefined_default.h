// An inline function that is never defined is left out; one first declared
// as a plain prototype stays bound when a later inline prototype (but no
// inline definition) follows.

int inl_undef_d_plain(void);
inline int inl_undef_d_plain(void);

int inl_undef_d_defined(int v);
inline int inl_undef_d_defined(int v) { return v; }

inline int inl_undef_d_proto(void);

int inl_undef_d_ordinary(int v);
