// Const scalars with initializers become Rust constants.
const int answer = 42;
static const double half = 0.5;
static const _Bool truth = 1;
static const unsigned char small = 200;
