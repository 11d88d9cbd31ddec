// bindgen-flags: --allowlist-type 'sample' --opaque-type 'reading_ptr|raw_word|pair_alias|samples4|label3|wide_t'
// --opaque-type (or an `opaque` annotation) naming a typedef makes the
// typedef a blob of its size, spelled as upstream spells it; what the
// typedef stood for is not brought along.
struct reading { int value; long stamp; };
typedef struct reading *reading_ptr;
typedef unsigned int raw_word;
typedef struct reading pair_alias;
typedef int samples4[4];
typedef char label3[3];
typedef long double wide_t;
/** <div rustbindgen opaque></div> */
typedef short half_pair[2];
typedef void (*on_sample)(int);
struct sample {
    reading_ptr at;
    raw_word word;
    pair_alias pair;
    samples4 window;
    label3 tag;
    wide_t precise;
    half_pair halves;
    on_sample callback;
};
