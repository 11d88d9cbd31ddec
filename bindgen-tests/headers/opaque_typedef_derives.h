// bindgen-flags: --opaque-type 'blob_.*' --with-derive-eq --with-derive-hash --with-derive-ord --with-derive-default --new-type-alias 'blob_word'
// An opaque typedef is an integer blob of its size: it, and what holds it,
// derive everything, whatever the record behind it derives.
typedef union word_bits { short half; } blob_word;
typedef struct real_pair { float re; float im; } blob_pair;
typedef struct ptr_cell { int *at; } blob_cell;

struct keeps_word { blob_word w; };
struct keeps_pair { blob_pair p; };
struct keeps_cell { blob_cell c; };
