/* `attribute="..."` on a type becomes `#[...]` on it. */

/** <div rustbindgen attribute="must_use"></div> */
struct token_s { int id; };

/** <div rustbindgen attribute='doc(alias = "blob")' attribute="must_use"></div> */
union blob_u { int i; char c[4]; };
