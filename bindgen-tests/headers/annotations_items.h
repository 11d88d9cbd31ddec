// Doc-comment annotations on functions, variables and typedefs: `hide`.

/** <div rustbindgen hide></div> */
int internal_helper(void);
int public_entry(int x);

/** <div rustbindgen hide></div> */
extern int internal_counter;
extern int public_counter;

/** <div rustbindgen hide></div> */
typedef unsigned internal_id;
typedef unsigned public_id;
