// bindgen-flags: --with-derive-default --opaque-type oa_desc --allowlist-type 'oa_head'
// An anonymous record named by its typedef, made opaque and reached only
// through an allowlisted record: upstream uses `oa_desc` but never defines
// it (E0412). Ours emits the blob and, as upstream does without the
// allowlist, the types nested in it with their `Default` impls.

typedef struct {
    long long wide;
    union oa_link {
        float f;
        unsigned char c;
        union {
            signed char s;
            void (*cb)(int, void *);
        } inner;
    } link;
    char tail;
} oa_desc;

struct oa_head {
    int n;
    oa_desc desc;
};
