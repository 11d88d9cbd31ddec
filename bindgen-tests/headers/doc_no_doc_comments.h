// bindgen-flags: --no-doc-comments
// --no-doc-comments drops every doc attribute.
/// Documented struct.
struct quiet {
    /// Documented field.
    int field;
};

/// Documented function.
void quiet_fn(void);
