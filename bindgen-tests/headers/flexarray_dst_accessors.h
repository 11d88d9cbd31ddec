// bindgen-flags: --flexarray-dst
// Under --flexarray-dst, accessors from `accessor` annotations belong to the
// sized form of the generic struct (`impl log_page<[c_uint; 0]>`), as
// upstream writes them.
struct log_page {
    int level;
    /** <div rustbindgen accessor></div> */
    long stamp;
    /// <div rustbindgen accessor="immutable"></div>
    const char *origin;
    unsigned int words[];
};
