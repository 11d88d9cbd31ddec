// bindgen-flags: --merge-extern-blocks
// All declarations go into one extern block after the types.
int merged_a(void);
extern int merged_var;
struct merged_type {
    int v;
};
void merged_b(struct merged_type *t);
