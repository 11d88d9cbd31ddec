#!/usr/bin/env bash
# Differential harness against upstream bindgen-cli 0.73.2 (the compatibility
# target). Runs our CLI and upstream's with the same flags on each input and
# compares the generated public API item by item with tools/api-diff (syn
# parsed and normalized; formatting, comments, item order and layout-test
# bodies are ignored). Differences listed in scripts/upstream_diff.allow
# (each pointing at a section of book/src/differences.md) count as
# documented.
#
#   usage: scripts/upstream_diff.sh [HEADER...]
#
# With no argument every golden header (bindgen-tests/headers/*.h, *.hpp) is run
# with the flags of its `// bindgen-flags:` line; a header given as an
# argument is run with its own flag line too (none: default flags).
#
# Environment:
#   UPSTREAM_ROOT  where bindgen-cli 0.73.2 is (or gets) installed, as for
#                  `cargo install --root` (default /opt/upstream-0.73.2)
#   OUT            result directory (default target/upstream-diff): both
#                  outputs per input, report.txt, summary.txt
#   BINDGEN        our CLI binary (default: built here, debug profile)
#   FLAGS_FILE     a file of arguments, one per line, used for every input
#                  instead of its flag line (scripts/kernel_upstream_diff.sh
#                  passes the kernel's options and clang flags this way)
#   LABEL          the name results are reported under (one input only;
#                  default: the golden's stem, or the header's path)
#   USR_INCLUDE_SAMPLE=N
#                  also run N headers of /usr/include that clang parses on
#                  their own, in a fixed pseudo-random order (the same sample
#                  every run; default flags; labelled by their path)
#
# Output: every difference as `input: item: what differs: ours vs upstream`
# (documented ones end in `[documented: differences.md#section]`), one `==`
# totals line per input, and a summary. Exit status 1 when some difference is
# not documented or a run failed, 0 otherwise.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
up_root=${UPSTREAM_ROOT:-/opt/upstream-0.73.2}
up_bin=$up_root/bin/bindgen
out=${OUT:-$root/target/upstream-diff}
allow=$root/scripts/upstream_diff.allow
book=$root/book/src/differences.md

if ! "$up_bin" --version 2>/dev/null | grep -qx 'bindgen 0.73.2'; then
  echo "installing bindgen-cli 0.73.2 into $up_root" >&2
  cargo install bindgen-cli --version 0.73.2 --locked --root "$up_root" >&2 || {
    echo "cannot install bindgen-cli 0.73.2" >&2
    exit 2
  }
fi
(cd "$root" && cargo build -q -p bindgen-cli -p api-diff) || exit 2
ours_bin=${BINDGEN:-$root/target/debug/bindgen}
api_diff=$root/target/debug/api-diff

if [ $# -gt 0 ]; then
  inputs=("$@")
else
  inputs=("$root"/bindgen-tests/headers/*.h "$root"/bindgen-tests/headers/*.hpp)
fi
if [ -n "${USR_INCLUDE_SAMPLE:-}" ]; then
  # A fixed pseudo-random order (same sample every run), probed with clang
  # until enough headers parse on their own.
  probe=$(mktemp -d)
  find /usr/include -name '*.h' | sort | awk '{ printf "%d\t%s\n", (NR * 2654435761) % 4294967296, $0 }' \
    | sort -n | cut -f2 > "$probe/all"
  found=0
  while read -r h && [ "$found" -lt "$USR_INCLUDE_SAMPLE" ]; do
    printf '#include "%s"\n' "$h" > "$probe/p.h"
    if clang -fsyntax-only "$probe/p.h" 2>/dev/null; then
      inputs+=("$h")
      found=$((found + 1))
    fi
  done < "$probe/all"
  rm -rf "$probe"
fi

rm -rf "$out"
mkdir -p "$out/outputs" "$out/work"
report=$out/report.txt
: > "$report"
declare -A status_count=()

# Our extensions of upstream flags that upstream accepts with another
# meaning: the `=OPTIONS` suffix of rustified enum patterns (book: enums.md)
# is, for upstream, part of the regex, which then matches nothing.
ours_only_flag() {
  local prev=""
  for w in "$@"; do
    case "$prev|$w" in
      --rustified-enum\|*=* | --rustified-non-exhaustive-enum\|*=* | \|--rustified-enum=*=* | \|--rustified-non-exhaustive-enum=*=*)
        if [[ "${w##*=}" =~ ^(sound|try_from_raw|from_raw_unchecked|raw_ffi|raw_consts|cfi)(,(sound|try_from_raw|from_raw_unchecked|raw_ffi|raw_consts|cfi))*$ ]]; then
          echo "$w"
          return 0
        fi ;;
    esac
    prev=$w
  done
  return 1
}

# Records an input's status (first word is the category) and prints it.
status() {
  local name=$1 category=$2 detail=${3:-}
  status_count[$category]=$(( ${status_count[$category]:-0} + 1 ))
  echo "== $name: $category${detail:+: $detail}" | tee -a "$report"
}

# The section of the first allow entry whose pattern matches a whole
# difference line (for lines api-diff cannot produce itself); fails if none.
documented_line() {
  local line=$1 pattern rest
  while IFS= read -r entry; do
    case $entry in '#'* | '') continue ;; esac
    pattern=${entry%% => *}
    rest=${entry#* => }
    # shellcheck disable=SC2053 # the pattern is a glob on purpose
    if [[ $line == $pattern ]]; then
      echo "${rest%% *}"
      return 0
    fi
  done < "$allow"
  return 1
}

for h in "${inputs[@]}"; do
  [ -f "$h" ] || { echo "no such header: $h" >&2; exit 2; }
  h=$(cd "$(dirname "$h")" && pwd)/$(basename "$h")
  # Goldens are named by their stem; other headers by their path.
  if [ "$(dirname "$h")" = "$root/bindgen-tests/headers" ]; then
    name=$(basename "$h" .h)
  else
    name=$(echo "${h#/}" | tr '/' '_')
    name=${name%.h}
  fi
  [ -n "${LABEL:-}" ] && [ ${#inputs[@]} -eq 1 ] && name=$LABEL
  flags=()
  if [ -n "${FLAGS_FILE:-}" ]; then
    mapfile -t flags < "$FLAGS_FILE"
  else
    while IFS= read -r -d '' w; do flags+=("$w"); done < <("$api_diff" flags "$h")
  fi
  if ext=$(ours_only_flag "${flags[@]}"); then
    status "$name" "skipped: ours-only flag" "rustified enum options: $ext"
    continue
  fi
  ours_rs=$out/outputs/$name.ours.rs
  up_rs=$out/outputs/$name.upstream.rs
  # Each run gets its own working directory: some flags write files.
  mkdir -p "$out/work/$name/ours" "$out/work/$name/upstream"
  (cd "$out/work/$name/ours" && timeout 300 "$ours_bin" "$h" "${flags[@]}") > "$ours_rs" 2> "$out/work/$name/ours.err"
  ours_rc=$?
  (cd "$out/work/$name/upstream" && timeout 300 "$up_bin" "$h" "${flags[@]}") > "$up_rs" 2> "$out/work/$name/upstream.err"
  up_rc=$?
  first_err() { grep -m1 -E 'error|panicked' "$1" | cut -c1-160; }
  if [ "$up_rc" -eq 2 ]; then
    # Exit status 2 is upstream's command-line parser refusing a flag.
    status "$name" "skipped: ours-only flag" "$(first_err "$out/work/$name/upstream.err")"
  elif [ "$ours_rc" -ne 0 ] && [ "$up_rc" -ne 0 ]; then
    status "$name" "both failed"
  elif [ "$ours_rc" -ne 0 ]; then
    status "$name" "ours failed" "$(first_err "$out/work/$name/ours.err")"
  elif [ "$up_rc" -ne 0 ]; then
    status "$name" "upstream failed" "$(first_err "$out/work/$name/upstream.err")"
  else
    "$api_diff" compare --label "$name" --allow "$allow" --book "$book" "$ours_rs" "$up_rs" \
      > "$out/work/$name/diff.txt" 2> "$out/work/$name/diff.err"
    rc=$?
    grep -v '^==' "$out/work/$name/diff.txt" | tee -a "$report"
    totals=$(grep '^==' "$out/work/$name/diff.txt" | sed "s/^== $name: //")
    case $rc in
      0) if grep -q '  \[documented: ' "$out/work/$name/diff.txt"; then
           status "$name" "documented" "$totals"
         else
           detail=${totals#identical (}
           status "$name" "identical" "${detail%)}"
         fi ;;
      1) status "$name" "other" "$totals" ;;
      *) if grep -q '^api-diff: upstream: not valid Rust' "$out/work/$name/diff.err" \
           && section=$(documented_line "$name: upstream output: not valid Rust"); then
           # Upstream's output does not parse (an annotation pasted as is):
           # nothing to compare item by item; the allow file says why.
           echo "$name: upstream output: not valid Rust  [documented: $section]" | tee -a "$report"
           status "$name" "documented" "upstream output is not valid Rust"
         else
           status "$name" "comparator error" "$(head -c 300 "$out/work/$name/diff.err")"
         fi ;;
    esac
  fi
done

lines_doc=$(grep -c '  \[documented: ' "$report")
lines_other=$(grep -v '^==' "$report" | grep -vc '  \[documented: ')
{
  echo "summary over ${#inputs[@]} inputs:"
  for c in "identical" "documented" "other" "skipped: ours-only flag" "ours failed" \
    "upstream failed" "both failed" "comparator error"; do
    printf '  %-24s %d\n' "$c" "${status_count[$c]:-0}"
  done
  echo "difference lines: $lines_doc documented, $lines_other other"
} | tee "$out/summary.txt"
bad=$(( ${status_count[other]:-0} + ${status_count["ours failed"]:-0} + ${status_count["comparator error"]:-0} ))
[ "$bad" -eq 0 ]
