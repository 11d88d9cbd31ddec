// `typeof(T)` and `typeof(expr)` stand for the canonical type of what they name
// (the kernel declares its per-CPU variables this way).
typedef unsigned short u16;
struct cpumask { unsigned long bits[1]; };
typedef struct cpumask cpumask_var_t[1];
struct pcpu { int a; };
extern __typeof__(u16) v1;
extern __typeof__(cpumask_var_t) v2;
extern __typeof__(struct pcpu *) v3;
extern typeof(v3) v4;
struct holder { __typeof__(u16) f; typeof(int[3]) g; };
typedef typeof(struct pcpu) pcpu_t;
void fn(__typeof__(u16) x);
