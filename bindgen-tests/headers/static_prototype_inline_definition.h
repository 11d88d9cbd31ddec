// bindgen-flags: --allowlist-function 'meter_.*'
// A static prototype followed by an inline definition makes the function
// static inline, as upstream sees it: left out with the types only its
// signature names. A later inline prototype without a body does not, and a
// plain static function still brings in its signature's types.

struct meter_reading { int raw; };
struct meter_probe { short pin; };
struct meter_scale { float k; };
struct meter_limit { long hi; };

static struct meter_reading meter_sample(struct meter_probe *p);
static inline struct meter_reading meter_sample(struct meter_probe *p) {
    struct meter_reading r = { p->pin };
    return r;
}

static double meter_apply(const struct meter_scale *s);
static inline double meter_apply(const struct meter_scale *s);

static int meter_clamp(struct meter_limit *l);

int meter_count(void);
