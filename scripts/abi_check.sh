#!/usr/bin/env bash
# Runs our bindgen with --verify-abi over a set of inputs and targets and
# counts what the ABI oracle checked: per input and target, the functions
# whose lowered signatures clang and rustc agree on, those it could not
# compare, and the mismatches (printed in full).
#
#   usage: scripts/abi_check.sh [HEADER...]
#
# With no argument every golden header (bindgen-tests/headers/*.h, *.hpp) is
# run with the flags of its `// bindgen-flags:` line. A header whose flags
# name a target (`--target=...`) is run for that target only; the others
# once per target of TARGETS.
#
# Environment:
#   TARGETS     Rust/clang triples (default: x86_64, i686 and aarch64 Linux)
#   FLAGS_FILE  a file of arguments, one per line, used for every input
#               instead of its flag line (the kernel's, for instance)
#   OUT         result directory (default target/abi-check): each run's
#               stderr, report.txt (mismatches), summary.txt
#   BINDGEN     our CLI binary (default: built here, debug profile)
#   CLANG_EXTRA clang arguments added after every input's own (split on
#               spaces), e.g. `-idirafter /usr/include` to let a cross
#               target's run find the host's architecture-independent
#               library headers after the target's own libc
#
# scripts/abi_check_sys/*.h are wrappers of the C libraries behind common
# -sys crates (openssl, sqlite, zstd, nettle, libbpf, zlib, bzip2, expat,
# libelf, lzma, libpng), each allowlisting the library's functions; run
# them with CLANG_EXTRA="-idirafter /usr/include" for a cross target.
#
# An input that does not parse for a target (its system headers are not
# installed for that target) is counted as `no parse`, not as a failure.
# Exit status 1 when a mismatch was found or a check could not run, else 0.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-$root/target/abi-check}
targets=${TARGETS:-x86_64-unknown-linux-gnu i686-unknown-linux-gnu aarch64-unknown-linux-gnu}
(cd "$root" && cargo build -q -p bindgen-cli -p api-diff) || exit 2
bin=${BINDGEN:-$root/target/debug/bindgen}
api_diff=$root/target/debug/api-diff

if [ $# -gt 0 ]; then
  inputs=("$@")
else
  inputs=("$root"/bindgen-tests/headers/*.h "$root"/bindgen-tests/headers/*.hpp)
fi
rm -rf "$out"
mkdir -p "$out/work"
report=$out/report.txt
: > "$report"
declare -A checked=() notchecked=() mismatched=() ok=() noparse=() errors=() runs=()

for h in "${inputs[@]}"; do
  flags=()
  if [ -n "${FLAGS_FILE:-}" ]; then
    mapfile -t flags < "$FLAGS_FILE"
  else
    while IFS= read -r -d '' w; do flags+=("$w"); done < <("$api_diff" flags "$h")
  fi
  own_target=
  for f in "${flags[@]}"; do
    case $f in --target=*) own_target=${f#--target=} ;; esac
  done
  name=$(basename "$h")
  for t in ${own_target:-$targets}; do
    run=("${flags[@]}")
    if [ -z "$own_target" ]; then
      has_sep=
      for f in "${run[@]}"; do [ "$f" = "--" ] && has_sep=1; done
      [ -n "$has_sep" ] || run+=("--")
      run+=("--target=$t")
    fi
    if [ -n "${CLANG_EXTRA:-}" ]; then
      has_sep=
      for f in "${run[@]}"; do [ "$f" = "--" ] && has_sep=1; done
      [ -n "$has_sep" ] || run+=("--")
      # shellcheck disable=SC2206
      run+=(${CLANG_EXTRA})
    fi
    key=${own_target:-$t}
    dir=$out/work/$name/$key
    mkdir -p "$dir"
    runs[$key]=$((${runs[$key]:-0} + 1))
    verify=(--verify-abi)
    for f in "${run[@]}"; do [ "$f" = "--verify-abi" ] && verify=(); done
    (cd "$dir" && timeout 600 "$bin" "$h" "${verify[@]}" -o out.rs "${run[@]}") 2> "$dir/err"
    status=$?
    line=$(grep -E '^verify-abi: [^ ]+: [0-9]+ functions checked' "$dir/err" | tail -n1)
    if [ $status -eq 0 ] && [ -n "$line" ]; then
      n=$(sed -E 's/^verify-abi: [^ ]+: ([0-9]+) functions checked.*/\1/' <<< "$line")
      k=$(sed -E 's/.* ([0-9]+) not checked.*/\1/' <<< "$line")
      checked[$key]=$((${checked[$key]:-0} + n))
      notchecked[$key]=$((${notchecked[$key]:-0} + k))
      ok[$key]=$((${ok[$key]:-0} + 1))
      echo "$name [$key]: $n checked, $k not checked"
      grep '^verify-abi: not checked' "$dir/err" | sed "s|^|$name [$key]: |" >> "$out/not_checked.txt"
    elif grep -q 'ABI check: .*functions checked, mismatches' "$dir/err"; then
      n=$(grep -oE '[0-9]+ functions checked' "$dir/err" | head -n1 | cut -d' ' -f1)
      m=$(grep -cE '^`' "$dir/err")
      checked[$key]=$((${checked[$key]:-0} + n))
      mismatched[$key]=$((${mismatched[$key]:-0} + m))
      echo "$name [$key]: $n checked, $m MISMATCHES"
      { echo "== $name [$key]"; cat "$dir/err"; echo; } >> "$report"
    elif grep -q 'ABI check:' "$dir/err"; then
      errors[$key]=$((${errors[$key]:-0} + 1))
      echo "$name [$key]: CHECK FAILED (see $dir/err)"
      { echo "== $name [$key] (check failed)"; cat "$dir/err"; echo; } >> "$report"
    else
      noparse[$key]=$((${noparse[$key]:-0} + 1))
      echo "$name [$key]: no parse for this target"
    fi
  done
done

{
  echo "target | inputs | verified | no parse | functions checked | not checked | mismatches | check failures"
  for key in "${!runs[@]}"; do
    echo "$key | ${runs[$key]} | ${ok[$key]:-0} | ${noparse[$key]:-0} | ${checked[$key]:-0} | ${notchecked[$key]:-0} | ${mismatched[$key]:-0} | ${errors[$key]:-0}"
  done | sort
} | tee "$out/summary.txt"
bad=0
for key in "${!runs[@]}"; do
  [ "${mismatched[$key]:-0}" -eq 0 ] && [ "${errors[$key]:-0}" -eq 0 ] || bad=1
done
[ $bad -eq 0 ] || echo "mismatches or failed checks: see $report" >&2
exit $bad
