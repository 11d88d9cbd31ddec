// bindgen-flags: --new-type-alias-deref '.*'
// A typedef that names its own tag (`typedef enum nt_mode {..} nt_mode;`)
// is never a newtype, whatever `--new-type-alias-deref` matches: the
// `nocopy` on it belongs to the enum, whose constants style makes it an
// integer, so what holds it still derives `Copy`, as upstream 0.73 decides.

/** The mode. <div rustbindgen nocopy></div> */
typedef enum nt_mode { NT_MODE_OFF = 0, NT_MODE_ON } nt_mode;

/** Plain counter: a newtype. */
typedef unsigned int nt_count;

struct nt_holder {
    char tag;
    /** Kept, though hidden from docs. <div rustbindgen hide></div> */
    nt_mode mode;
    nt_count count;
};
