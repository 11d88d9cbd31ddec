// Macro constants come before other items, whatever the source order.
int first_function(void);
#define DEFINED_LATER 7
struct after_macro {
    int v;
};
