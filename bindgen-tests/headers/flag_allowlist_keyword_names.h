// bindgen-flags: --allowlist-function 'loop_|type_|ok_.*' --allowlist-var 'move_|static_' --blocklist-function 'type_'
// Functions and variables named like Rust keywords are emitted with a
// trailing underscore, and allow/block lists match that escaped name, as
// upstream matches it: `loop_` selects `loop`, a pattern `loop` would not.
int loop(int n);
int type(int kind);
int ok_match(int match);
extern int move;
extern int static_;
extern int self;
int unlisted(void);
