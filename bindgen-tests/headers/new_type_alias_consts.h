// bindgen-flags: --new-type-alias Port|Weight|Enabled --new-type-alias-deref Level
// Constants whose type is a newtype typedef are written inside it: `Port(80)`.
typedef unsigned short Port;
typedef double Weight;
typedef _Bool Enabled;
typedef int Level;
typedef int Plain;

static const Port Port_Http = 80;
static const Port Port_Https = 443;
const Port Port_Alt = 8080;
static const Weight Weight_Half = 0.5;
static const Enabled Enabled_Yes = 1;
static const Level Level_Low = -1;
static const Plain Plain_Value = 7;
static const _Bool flag_off = 0;
extern const Port configured_port;
