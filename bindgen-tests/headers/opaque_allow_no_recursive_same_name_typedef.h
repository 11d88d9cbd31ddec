// bindgen-flags: --allowlist-item 'snh_.*' --no-recursive-allowlist --opaque-type 'snt_kind|snt_rec' --raw-line 'pub type snt_kind = ::std::os::raw::c_uint;' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct snt_rec { pub _bindgen_opaque_blob: u32 }'
// A typedef named as its tag (`typedef enum snt_kind { .. } snt_kind;`)
// is no item of its own: left out by `--no-recursive-allowlist` and made
// opaque, it stands for the tag's blob, so its holders derive as those of
// the tag do, as upstream's (seed 7906 case 154). The raw lines are the
// user's definitions of what is left out.
typedef enum snt_kind { SNT_A, SNT_B } snt_kind;
typedef struct snt_rec { int r; } snt_rec;

struct snh_bits { short w; snt_kind k : 4; };
struct snh_value { short w; snt_kind k; };
struct snh_rec { short w; snt_rec r; };
struct snh_recs { short w; snt_rec r[3]; };
