#!/usr/bin/env bash
# Robustness sweep: every header under a directory (default /usr/include) that clang
# parses on its own is run through our bindgen (default flags, then with
# --clang-macro-fallback) and the output is compiled with rustc (layout checks run at
# compile time). Prints one line per failure and a summary.
#   usage: scripts/sweep_usr_include.sh [DIR] [MAX_HEADERS]
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
  [ "$mode" = fallback ] && flags="--clang-macro-fallback"
  local w="$work/$i-$mode"
  mkdir -p "$w"
  printf '#include "%s"\n' "$h" > "$w/in.h"
  timeout 60 "$bin" "$w/in.h" $flags -o "$w/out.rs" 2> "$w/err"
  local rc=$?
  if [ $rc -ge 124 ] || [ $rc -gt 1 ]; then echo "CRASH($rc) $mode $h"; return; fi
  if [ $rc -ne 0 ]; then echo "BINDGEN-ERROR $mode $h: $(grep -m1 -v '^clang diag' "$w/err")"; return; fi
  if ! timeout 120 rustc --edition 2021 --crate-type lib "$w/out.rs" -o "$w/out.rlib" -A warnings 2> "$w/rustc"; then
    echo "RUSTC-FAIL $mode $h: $(grep -m1 '^error' "$w/rustc")"; return
  fi
  echo "OK $mode $h"
  rm -rf "$w"
}
export -f one
export bin work
find "$dir" -name '*.h' | sort | head -n "$max" > "$work/all.txt"
: > "$work/parsable.txt"
while read -r h; do
  printf '#include "%s"\n' "$h" > "$work/probe.h"
  clang -fsyntax-only "$work/probe.h" 2>/dev/null && echo "$h" >> "$work/parsable.txt"
done < "$work/all.txt"
n=$(wc -l < "$work/parsable.txt")
echo "headers: $(wc -l < "$work/all.txt") found, $n parse alone"
awk '{print $0 "\t" NR}' "$work/parsable.txt" | while IFS=$'\t' read -r h i; do
  echo "$h $i default"; echo "$h $i fallback"
done | xargs -P "${JOBS:-2}" -n 3 bash -c 'one "$0" "$1" "$2"' > "$work/results.txt"
grep -v '^OK' "$work/results.txt" | sort
ok=$(grep -c '^OK' "$work/results.txt")
total=$(wc -l < "$work/results.txt")
echo "summary: $ok/$total runs OK ($(awk -v a="$ok" -v b="$total" 'BEGIN{ if (b) printf "%.1f", 100*a/b; else print 0 }')%)"
