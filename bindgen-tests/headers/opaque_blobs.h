// bindgen-flags: --opaque-type 'blob_.*' --with-derive-default --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-partialord --with-derive-ord
// Opaque records of every alignment: small blobs are arrays of words, long
// ones (more than 32 words) and 8- or 16-aligned ones use the opaque-array
// helpers, which give them every derive.
struct blob_bytes { char c[3]; };
struct blob_shorts { short s[5]; };
struct blob_word { int i; };
struct blob_many_words { int i[48]; };
struct blob_eight { long l; };
struct blob_eight_many { long l[40]; };
struct blob_sixteen { long double d; };
union blob_union { long l; char bytes[20]; };

struct uses_blobs {
    struct blob_many_words w;
    struct blob_eight_many e;
    struct blob_sixteen s;
};
