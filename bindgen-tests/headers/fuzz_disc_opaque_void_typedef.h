// bindgen-flags: --opaque-type 'fdo_void|fdo_newtype' --new-type-alias fdo_newtype --with-derive-default
// A typedef of `void` made opaque is a one-byte blob (`u8`, clang's GNU
// `sizeof(void)`), as upstream; a plain typedef of it stays `c_void`.
typedef void fdo_void;
typedef void fdo_newtype;
/** <div rustbindgen opaque></div> */
typedef void fdo_annotated;
typedef fdo_annotated fdo_through_annotated;
typedef void fdo_plain;

void fdo_use(fdo_void *a, fdo_newtype *b, fdo_through_annotated *c, fdo_plain *d);
