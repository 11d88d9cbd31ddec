// bindgen-flags: --opaque-type 'sn_box|sn_anon' --allowlist-function 'sn_.*'
// A record named by a typedef of its own name (or an anonymous one named
// by its typedef), made opaque and reached through a function under an
// allowlist: upstream emits no definition of it (its output does not
// compile, E0425), ours the blob and, as upstream does without the
// allowlist, the types nested in it and what they hold.

struct sn_lid {
    int height;
};

typedef struct sn_box {
    char tag;
    union {
        long size;
        struct sn_lid *lid;
    } body;
} sn_box;

typedef struct {
    short width;
} sn_anon;

void sn_open(sn_box b);
void sn_take(sn_anon a);
