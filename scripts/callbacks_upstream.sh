#!/usr/bin/env bash
# Differential of the ParseCallbacks calls: builds the probe in
# bindgen-tests/callbacks-upstream against this repository's bindgen and
# against upstream bindgen 0.73.2 from crates.io, runs both on the probe's
# headers (C and C++), and compares the sets of calls each makes (names,
# kinds, values, field type names, discovered items and their locations).
#
# Lines only one side has are printed, except the kinds of difference the
# book's differences page explains ("What callbacks are asked", "More macro
# constants", "The last definition of a macro wins"), which are counted.
# Exit status 1 when an unexplained line is left.
#
# Usage: scripts/callbacks_upstream.sh   (needs crates.io, or bindgen 0.73.2
# in the cargo cache; OUT=DIR keeps the logs, default target/callbacks-upstream)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${OUT:-$repo/target/callbacks-upstream}"
probe="$repo/bindgen-tests/callbacks-upstream"
mkdir -p "$out/upstream-src"
# The upstream build: the same source, the published crate instead of ours.
cp -r "$probe/src" "$probe/Cargo.toml" "$out/upstream-src/"
sed -i 's|^bindgen = { path = "../../bindgen" }$|bindgen = "=0.73.2"|' "$out/upstream-src/Cargo.toml"
grep -q '^bindgen = "=0.73.2"$' "$out/upstream-src/Cargo.toml" || {
  echo "callbacks_upstream: could not swap the bindgen dependency" >&2
  exit 2
}
CARGO_TARGET_DIR="$out/target-ours" cargo build -q --manifest-path "$probe/Cargo.toml"
CARGO_TARGET_DIR="$out/target-upstream" cargo build -q --manifest-path "$out/upstream-src/Cargo.toml"
ours="$out/target-ours/debug/bindgen-callbacks-probe"
upstream="$out/target-upstream/debug/bindgen-callbacks-probe"

# Differences the book explains, as extended regexes over "< line" (only
# upstream) and "> line" (only ours).
explained=(
  '^< item_name [^ ]+ (Type|Module)$'                      # builtins and modules
  '^> (int_macro|str_macro|item_name [^ ]+ Var)'           # macro constants only we evaluate
  '^[<>] new_item_found Constant '                         # the same, and last-definition locations
  '^< enum_variant_(name|behavior) Some\(".*\(unnamed enum at'  # anonymous enums in classes
  '^> enum_variant_(name|behavior) None '
)
status=0
for h in "$probe"/headers/*; do
  name=$(basename "$h")
  args=()
  case "$h" in *.hpp) args=(-x c++ -std=c++17) ;; esac
  "$upstream" "$h" "${args[@]}" | sort -u > "$out/$name.upstream.txt"
  "$ours" "$h" "${args[@]}" | sort -u > "$out/$name.ours.txt"
  diff "$out/$name.upstream.txt" "$out/$name.ours.txt" | grep '^[<>]' > "$out/$name.diff" || true
  pattern=$(IFS='|'; echo "${explained[*]}")
  unexplained=$(grep -Ev "$pattern" "$out/$name.diff" || true)
  n_explained=$(grep -Ec "$pattern" "$out/$name.diff" || true)
  n_same=$(comm -12 "$out/$name.upstream.txt" "$out/$name.ours.txt" | wc -l)
  if [ -n "$unexplained" ]; then
    status=1
    echo "== $name: $n_same calls the same, $n_explained explained differences, unexplained:"
    echo "$unexplained"
  else
    echo "== $name: $n_same calls the same, $n_explained explained differences, 0 unexplained"
  fi
done
echo "logs: $out"
exit $status
