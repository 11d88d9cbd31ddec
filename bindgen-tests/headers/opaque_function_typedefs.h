// An opaque typedef of a function type (not a pointer) is an empty blob,
// whatever clang's GNU extension says its size is.

/** <div rustbindgen opaque></div> */
typedef unsigned int handler_fn(int code, double weight);
/** <div rustbindgen opaque></div> */
typedef void notify_fn(void);
typedef long base_fn(long);
/** <div rustbindgen opaque></div> */
typedef base_fn wrapped_fn;
/** <div rustbindgen opaque></div> */
typedef int (*callback_ptr)(int);

struct dispatcher {
    handler_fn *on_event;
    wrapped_fn *wrapped;
    callback_ptr cb;
};
