// bindgen-flags: --default-alias-style new_type --new-type-alias-deref 'deref_.*' --normal-alias 'plain_.*'
typedef int handle_t;
typedef unsigned long deref_size;
typedef int plain_int;
