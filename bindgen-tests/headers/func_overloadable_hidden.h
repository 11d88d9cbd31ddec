// A hidden overload takes no number: the next one keeps the plain name.
/// <div rustbindgen hide></div>
__attribute__((overloadable)) void pick(void);
__attribute__((overloadable)) void pick(int q);
__attribute__((overloadable)) void pick(double d);
