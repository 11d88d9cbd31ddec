#!/usr/bin/env bash
# C++ speed, side by side: for each library of bindgen-tests/cxx-corpus (or the
# names given), our bindgen, upstream bindgen-cli 0.73.2 and `clang++ -fsyntax-only`
# on the same header with the same clang arguments. The three run interleaved, RUNS
# times (default 5), so the machine's noise reaches all of them alike; prints the
# median wall seconds and the ratios issue 25 sets goals for (ours/up <= 0.5,
# ours/clang <= 1.5).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$root/bindgen-tests/cxx-corpus
runs=${RUNS:-5}
upstream=${UPSTREAM:-/opt/upstream-0.73.2/bin/bindgen}
[ -x "$upstream" ] || { echo "upstream bindgen not found at $upstream (set UPSTREAM)" >&2; exit 1; }
(cd "$root" && cargo build -q --release -p bindgen-cli -p api-diff)
ours=$root/target/release/bindgen
api_diff=$root/target/release/api-diff
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -gt 0 ]; then libs=("$@"); else
  libs=(); for h in "$corpus"/*.hpp; do libs+=("$(basename "$h" .hpp)"); done
fi

# Wall seconds of one command (output discarded); `fail` when it fails (upstream
# panics on one library), which the table shows as n/a.
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null 2>"$tmp/err" || { echo fail; return 0; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf '%-10s %9s %9s %9s %11s %9s\n' library clang_s ours_s up_s ours/clang ours/up
for lib in "${libs[@]}"; do
  h=$corpus/$lib.hpp
  flags=()
  while IFS= read -r -d '' w; do flags+=("$w"); done < <("$api_diff" flags "$h")
  clang_args=()
  seen=0
  for f in "${flags[@]}"; do
    if [ $seen = 1 ]; then clang_args+=("$f"); fi
    [ "$f" = "--" ] && seen=1
  done
  : > "$tmp/c"; : > "$tmp/o"; : > "$tmp/u"
  for _ in $(seq "$runs"); do
    wall clang++ -fsyntax-only "${clang_args[@]}" "$h" >> "$tmp/c"
    wall "$ours" "$h" -o "$tmp/ours.rs" "${flags[@]}" >> "$tmp/o"
    wall "$upstream" "$h" -o "$tmp/up.rs" "${flags[@]}" >> "$tmp/u"
  done
  if grep -q fail "$tmp/c" "$tmp/o"; then
    echo "$lib: clang++ or ours failed" >&2
    exit 1
  fi
  c=$(median < "$tmp/c"); o=$(median < "$tmp/o")
  if grep -q fail "$tmp/u"; then
    printf '%-10s %9.3f %9.3f %9s %10.2fx %9s\n' "$lib" "$c" "$o" n/a \
      "$(echo "$o / $c" | bc -l)" n/a
  else
    u=$(median < "$tmp/u")
    printf '%-10s %9.3f %9.3f %9.3f %10.2fx %8.2fx\n' "$lib" "$c" "$o" "$u" \
      "$(echo "$o / $c" | bc -l)" "$(echo "$o / $u" | bc -l)"
  fi
done
