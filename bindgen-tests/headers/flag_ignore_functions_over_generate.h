// bindgen-flags: --generate functions,vars --ignore-functions
// `--ignore-functions` wins over a `--generate` list naming functions,
// wherever it stands on the command line.
struct kept_out { int a; };
int dropped(int x);
extern int kept;
