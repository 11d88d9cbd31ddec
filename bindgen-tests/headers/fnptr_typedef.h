// A typedef'd function pointer type and its uses.
typedef void (*callback_t)(void *user, int status);

struct request {
    callback_t done;
    void *user;
};

void request_start(struct request *r, callback_t fallback);
