// bindgen-flags: --dynamic-loading Plugin --formatter none
// Unformatted loader: the `where` clauses of `new` and `from_library` carry
// upstream's tokens.
int plugin_init(unsigned int flags);
extern double plugin_scale;
