/* A function pointer returning a function pointer: the declarator lists the
 * returned type's parameter names before its own, and each type takes its
 * own names, at any depth. */
struct resolver {
    int (*(*lookup)(int key, char mode))(double weight);
    void (*(*(*chain)(int first))(long second))(short third);
};
typedef int (*(*factory_fn)(void))(long seed);
extern int (*(*select_op)(unsigned which))(float x);
void install(int (*(*hook)(int level))(int code));
