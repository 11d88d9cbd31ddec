// bindgen-flags: --allowlist-function "(bpf|btf|libbpf|perf|ring|user_ring)_.*" -- -idirafter /usr/include
#include <bpf/libbpf.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
