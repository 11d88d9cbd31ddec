/* `attribute="..."` on a type becomes `#[...]` on it; text that is already
   an attribute (`#[...]`) is used as written, on types and fields alike. */

/** <div rustbindgen attribute="must_use"></div> */
struct token_s { int id; };

/** <div rustbindgen attribute='doc(alias = "blob")' attribute="must_use"></div> */
union blob_u { int i; char c[4]; };

/** <div rustbindgen attribute="#[allow(dead_code)]"></div> */
struct written_s {
    /** <div rustbindgen attribute="#[allow(unused)]"></div> */
    int kept;
    /** <div rustbindgen attribute="allow(unused)"></div> */
    int wrapped;
};
