// bindgen-flags: --allowlist-type 'benchmark::.*' --allowlist-function 'benchmark::.*' --opaque-type 'std::.*' -- -x c++ -std=c++17
// debian-package: libbenchmark-dev
// Google Benchmark: State and Benchmark classes holding std::vector and
// std::string members, overloaded free functions.

#include <benchmark/benchmark.h>
