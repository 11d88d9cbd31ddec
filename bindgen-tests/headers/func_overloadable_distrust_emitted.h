// bindgen-flags: --distrust-clang-mangling --allowlist-function 'ovd_.*'
// Without mangled names the first overload of a name that is emitted keeps
// it: a hidden one leaves it to the next. The overloads left out still bring
// the types their parameters name.
/// <div rustbindgen hide></div>
__attribute__((overloadable)) void ovd_tune(int knob);
__attribute__((overloadable)) void ovd_tune(int knob, const char *label);
/// <div rustbindgen hide></div>
__attribute__((overloadable)) void ovd_tune(short knob);
__attribute__((overloadable)) void ovd_tune(double knob);

struct ovd_gauge { unsigned reading; signed char trend; };
__attribute__((overloadable)) void ovd_show(void);
__attribute__((overloadable)) void ovd_show(const struct ovd_gauge *g);
