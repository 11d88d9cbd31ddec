#!/usr/bin/env bash
# C++ robustness sweep: every C++ header under a directory (default /usr/include;
# libstdc++'s c++/ and anything Qt left out) that clang++ parses on its own is run
# through our bindgen with --opaque-type 'std::.*' and `-- -x c++ -std=c++17`, and
# the output is compiled with rustc (layout checks run at compile time).
# A header is C++ when its extension says so (.hpp .hh .hxx .h++) or when it
# declares a namespace, a class or a template at the start of a line.
# Prints one line per failure, a summary, and exits non-zero on any crash
# (a panic, a signal or a timeout) of bindgen.
#   usage: scripts/sweep_usr_include_cxx.sh [DIR] [MAX_HEADERS]
#   BINDGEN=/opt/upstream-0.73.2/bin/bindgen scripts/sweep_usr_include_cxx.sh
#     runs another bindgen CLI (upstream's, for comparison); JOBS=N runs N at once.
# A stock Debian machine has few C++ headers outside libstdc++; these packages add
# some (the numbers in the issue-14 report were taken with them installed):
#   apt-get install -y libsnappy-dev libtinyxml2-dev libjsoncpp-dev libyaml-cpp-dev \
#     libgflags-dev libre2-dev libleveldb-dev
set -uo pipefail
dir=${1:-/usr/include}
max=${2:-100000}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BINDGEN:-$root/target/release/bindgen}
[ -n "${BINDGEN:-}" ] || (cd "$root" && cargo build --release -p bindgen-cli >/dev/null 2>&1) || exit 2
command -v clang++ >/dev/null || { echo "clang++ is needed"; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
one() {
  local h=$1 i=$2
  local w="$work/$i"
  mkdir -p "$w"
  printf '#include "%s"\n' "$h" > "$w/in.hpp"
  timeout 120 "$bin" "$w/in.hpp" --opaque-type 'std::.*' -o "$w/out.rs" -- -x c++ -std=c++17 2> "$w/err"
  local rc=$?
  # 0: bindings; 1: a reported error; anything else (101 = panic, 124 =
  # timeout, 128+N = signal N) is a crash.
  if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
    echo "CRASH($rc) $h: $(grep -m1 -E 'panicked|error|fault' "$w/err")"; return
  fi
  if [ $rc -ne 0 ]; then echo "BINDGEN-ERROR $h: $(grep -m1 -v '^clang diag' "$w/err")"; return; fi
  if ! timeout 300 rustc --edition 2021 --crate-type lib --crate-name sweep "$w/out.rs" \
      -o "$w/out.rlib" -A warnings 2> "$w/rustc"; then
    echo "RUSTC-FAIL $h: $(grep -m1 '^error' "$w/rustc")"; return
  fi
  echo "OK $h"
  rm -rf "$w"
}
export -f one
export bin work
find "$dir" \( -path "${dir%/}/c++" -o -ipath '*qt*' \) -prune -o -type f -print | sort > "$work/files.txt"
{
  grep -E '\.(hpp|hh|hxx|h\+\+)$' "$work/files.txt"
  grep -vE '\.(hpp|hh|hxx|h\+\+)$' "$work/files.txt" | grep -E '\.h$|/[^./]+$' |
    tr '\n' '\0' | xargs -0 grep -lE '^\s*(namespace\s+\w+\s*\{|class\s+\w+|template\s*<)' 2>/dev/null
} | sort -u | head -n "$max" > "$work/all.txt"
parses() {
  local p
  p=$(mktemp "$work/probe.XXXXXX.hpp")
  printf '#include "%s"\n' "$1" > "$p"
  clang++ -fsyntax-only -x c++ -std=c++17 "$p" 2>/dev/null && echo "$1"
  rm -f "$p"
}
export -f parses
xargs -r -d '\n' -P "${JOBS:-2}" -n 1 bash -c 'parses "$0"' < "$work/all.txt" | sort > "$work/parsable.txt"
n=$(wc -l < "$work/parsable.txt")
echo "bindgen: $bin"
echo "C++ headers: $(wc -l < "$work/all.txt") found, $n parse alone"
awk '{print $0 "\t" NR}' "$work/parsable.txt" | tr '\t' '\n' |
  xargs -r -d '\n' -P "${JOBS:-2}" -n 2 bash -c 'one "$0" "$1"' > "$work/results.txt"
grep -v '^OK' "$work/results.txt" | sort
ok=$(grep -c '^OK' "$work/results.txt")
crashes=$(grep -c '^CRASH' "$work/results.txt")
total=$(wc -l < "$work/results.txt")
echo "summary: $ok/$total compile ($(awk -v a="$ok" -v b="$total" 'BEGIN{ if (b) printf "%.1f", 100*a/b; else print 0 }')%), $crashes crashes"
[ "$crashes" -eq 0 ]
