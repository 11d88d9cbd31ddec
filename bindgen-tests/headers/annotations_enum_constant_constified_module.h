// bindgen-flags: --constified-enum-module mode
// An enumerator annotated `constant` also gets a free constant of the enum type.
enum mode {
    MODE_READ = 1,
    /** <div rustbindgen constant></div> */
    MODE_WRITE = 2,

    MODE_APPEND = 4,
};
enum mode current_mode(void);
