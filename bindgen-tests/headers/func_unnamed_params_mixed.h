// Unnamed parameters are called argN, counted among the unnamed ones only,
// in functions, function-pointer typedefs and function-pointer members.
void blend(int weight, int, float bias, int);
typedef void (*mixer)(int level, int, int);
struct channel { void (*on_change)(int id, int); };
// A generated name never repeats a parameter's own name.
void shadowed(int arg1, int);
