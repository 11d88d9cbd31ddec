#!/usr/bin/env bash
# C++ robustness sweep. The inputs: libstdc++'s standard headers, every
# .hpp/.hh/.hxx/.h++ under DIR, and every .h under DIR that only C++ parses
# (clang rejects it as C, clang++ accepts it), each on its own; headers that
# clang++ does not accept alone are skipped. Each is run through our bindgen
# with --opaque-type 'std::.*' (default flags, then --enable-cxx-namespaces)
# and the output is compiled with rustc (layout checks run at compile time).
# Prints one line per failure and a summary with the compile rate.
#   usage: scripts/sweep_usr_include_cxx.sh [DIR] [MAX_HEADERS]
set -uo pipefail
dir=${1:-/usr/include}
max=${2:-100000}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BINDGEN:-$root/target/release/bindgen}
[ -x "$bin" ] || (cd "$root" && cargo build --release -p bindgen-cli >/dev/null)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
one() {
  local h=$1 i=$2 mode=$3 flags=""
  [ "$mode" = namespaces ] && flags="--enable-cxx-namespaces"
  local w="$work/$i-$mode"
  mkdir -p "$w"
  printf '#include <%s>\n' "$h" > "$w/in.hpp"
  timeout 120 "$bin" "$w/in.hpp" --opaque-type 'std::.*' $flags -o "$w/out.rs" 2> "$w/err"
  local rc=$?
  if [ $rc -ge 124 ] || [ $rc -gt 1 ] || grep -q panicked "$w/err"; then echo "CRASH($rc) $mode $h"; return; fi
  if [ $rc -ne 0 ]; then echo "BINDGEN-ERROR $mode $h: $(grep -m1 -v '^clang diag\|WARN' "$w/err")"; return; fi
  if ! timeout 300 rustc --edition 2021 --crate-type lib --emit=metadata "$w/out.rs" -o "$w/out.rmeta" -A warnings 2> "$w/rustc"; then
    echo "RUSTC-FAIL $mode $h: $(grep -m1 '^error' "$w/rustc")"; return
  fi
  echo "OK $mode $h"
  rm -rf "$w"
}
export -f one
export bin work
{
  # libstdc++'s headers have no extension; name them as a user includes them.
  for d in "$dir"/c++/*/; do
    find "$d" -maxdepth 1 -type f ! -name '*.*' -printf '%f\n'
  done | sort -u
  (cd "$dir" && find . \( -name '*.hpp' -o -name '*.hh' -o -name '*.hxx' -o -name '*.h++' \) \
    -not -path './c++/*' | sed 's|^\./||' | sort)
  (cd "$dir" && find . -name '*.h' -not -path './c++/*' | sed 's|^\./||' | sort) | while read -r h; do
    printf '#include <%s>\n' "$h" > "$work/c.h"
    clang -fsyntax-only "$work/c.h" 2>/dev/null || echo "$h"
  done
} | head -n "$max" > "$work/candidates.txt"
: > "$work/parsable.txt"
while read -r h; do
  printf '#include <%s>\n' "$h" > "$work/probe.hpp"
  clang++ -fsyntax-only "$work/probe.hpp" 2>/dev/null && echo "$h" >> "$work/parsable.txt"
done < "$work/candidates.txt"
n=$(wc -l < "$work/parsable.txt")
echo "C++ headers: $(wc -l < "$work/candidates.txt") candidates, $n parse alone as C++"
awk '{print $0 "\t" NR}' "$work/parsable.txt" | while IFS=$'\t' read -r h i; do
  echo "$h $i default"; echo "$h $i namespaces"
done | xargs -P "${JOBS:-2}" -n 3 bash -c 'one "$0" "$1" "$2"' > "$work/results.txt"
grep -v '^OK' "$work/results.txt" | sort
ok=$(grep -c '^OK' "$work/results.txt")
total=$(wc -l < "$work/results.txt")
crashes=$(grep -c '^CRASH' "$work/results.txt")
echo "summary: $ok/$total runs compile ($(awk -v a="$ok" -v b="$total" 'BEGIN{ if (b) printf "%.1f", 100*a/b; else print 0 }')%), $crashes crashes"
