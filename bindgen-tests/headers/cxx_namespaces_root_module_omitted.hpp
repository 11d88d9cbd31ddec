// bindgen-flags: --enable-cxx-namespaces --allowlist-function 'checksum' --generate types,methods -- -x c++ -std=c++17
// With `--enable-cxx-namespaces`, when nothing is selected (here the only
// allowlisted item is a function while functions are not generated) and
// the header opens no namespace, upstream writes no `pub mod root` at all:
// the output is empty.
unsigned int checksum(unsigned long seed, int rounds);

enum Mode { Mode_fast, Mode_slow = 8 };

struct Digest {
    long long *words;
    Mode mode;
};
