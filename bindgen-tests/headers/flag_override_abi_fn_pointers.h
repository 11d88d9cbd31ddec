// bindgen-flags: --override-abi 'on_.*=system' --override-abi 'notify=C-unwind' --override-abi 'sink=system'
// An --override-abi pattern also matches the declaration a function-pointer
// type is written in: a typedef, a record field, a variable or a parameter.
typedef void (*on_event)(int code);
typedef int (*plain_cb)(void *ctx);
struct dispatcher {
    on_event on_ready;
    void (*on_error)(int code, const char *what);
    plain_cb fallback;
};
void (*notify)(unsigned level);
void subscribe(void (*sink)(long value), plain_cb other);
int on_tick(int n);
