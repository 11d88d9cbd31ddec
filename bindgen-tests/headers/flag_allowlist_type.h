// bindgen-flags: --allowlist-type wanted
// Allowlisting a type pulls in the types it uses, nothing else.
struct dependency {
    int d;
};

struct wanted {
    struct dependency dep;
    long extra;
};

struct unwanted {
    char u;
};

void unrelated(void);
