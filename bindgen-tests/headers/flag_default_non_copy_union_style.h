// bindgen-flags: --default-non-copy-union-style manually_drop --no-copy 'held' --experimental --bindgen-wrapper-union 'still_wrapped' --with-derive-default

/* The default style for unions with a member that is not Copy. */
struct held { long h; };
union keeps { struct held h; long raw; };
union copies { int a; char b; };

/* --bindgen-wrapper-union wins over the default style. */
union still_wrapped { struct held h; int raw; };
struct outer_holder { union keeps k; int tail; };
