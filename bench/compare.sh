#!/usr/bin/env bash
# Compares our bindgen with `clang -fsyntax-only` (the floor) and upstream bindgen-cli
# (UPSTREAM=/opt/upstream-0.73.2/bin/bindgen) on the inputs from make_inputs.sh and on
# the Linux kernel's bindings_helper.h (when scripts/kernel_check.sh has prepared its
# tree; NO_KERNEL=1 skips it). Median of RUNS runs (default 3); prints wall seconds,
# peak RSS (MiB) and the ratios. SPECS="input|flags ..." picks the header rows.
set -euo pipefail
cd "$(dirname "$0")"
[ -f out/all.h ] || bash make_inputs.sh
ours=${OURS:-../target/release/bindgen}
upstream=${UPSTREAM:-}
[ -x "$ours" ] || (cd .. && cargo build --release -p bindgen-cli)
ours=$(cd "$(dirname "$ours")" && pwd)/$(basename "$ours")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
runs=${RUNS:-3}
measure() { # prints the median "seconds rss_mib" of $RUNS runs
  : > "$scratch/all"
  for _ in $(seq "$runs"); do
    # Wall time from the shell's microsecond clock (GNU time's %e counts in
    # hundredths, too coarse next to clang's ~0.1 s); peak RSS from GNU time.
    local t0=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$scratch/t" "$@" >/dev/null 2>"$scratch/err" || { echo "FAILED: $*" >&2; cat "$scratch/err" >&2; echo "nan nan"; return; }
    local t1=$EPOCHREALTIME
    echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }') $(cat "$scratch/t")" >> "$scratch/all"
  done
  sort -n "$scratch/all" | awk -v n="$runs" 'NR == int((n + 1) / 2) {printf "%.3f %.1f\n", $1, $2/1024}'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == "nan" || a == "nan" || b == 0) print "-"; else printf "%.2fx", a / b }'; }
# row LABEL: one table line. Interleaved per run would be fairer, but each
# side's median of RUNS runs taken back to back is what the earlier notes used.
# Reads CLANG_ARGS (after `clang -fsyntax-only`), OURS_ARGS and UP_ARGS.
row() {
  read -r cs cr < <(measure clang -fsyntax-only "${CLANG_ARGS[@]}")
  read -r os orss < <(cd "$scratch" && measure "$ours" "${OURS_ARGS[@]}" -o "$scratch/o.rs")
  us=nan
  if [ -n "$upstream" ]; then
    read -r us _ < <(cd "$scratch" && measure "$upstream" "${UP_ARGS[@]}" -o "$scratch/u.rs")
  fi
  printf '%-28s %8s %8s %8s %10s %9s %10s %9s\n' "$1" "$cs" "$os" "$us" "$(ratio "$os" "$cs")" "$(ratio "$os" "$us")" "$orss" "$(ratio "$orss" "$cr")"
}
root=$PWD
printf '%-28s %8s %8s %8s %10s %9s %10s %9s\n' input clang_s ours_s up_s ours/clang ours/up rss_ours rss/clang
for spec in ${SPECS:-"all.h|" "big.h|" "big.h|--formatter none" "big.h|--clang-macro-fallback" "structs_1x.h|" "structs_2x.h|" "structs_4x.h|"}; do
  input=${spec%%|*}; flags=${spec#*|}
  CLANG_ARGS=("$root/out/$input")
  # shellcheck disable=SC2206
  OURS_ARGS=("$root/out/$input" $flags)
  UP_ARGS=("${OURS_ARGS[@]}")
  row "$input ${flags:+($flags)}"
done
# The Linux kernel's Rust bindings (bindings_helper.h with the kernel's
# options and clang flags; see scripts/kernel_check.sh), when its prepared
# tree is there (KERNEL_TREE, default the kernel check's cache).
ktree=${KERNEL_TREE:-${BINDGEN_KERNEL_CACHE:-/var/cache/bindgen-kernel}/linux-source-6.1}
if [ -z "${NO_KERNEL:-}" ] && [ -f "$ktree/.bindgen-kernel-check-prepared" ]; then
  mapfile -t kflags < <(python3 "$root/../scripts/kernel/flags.py" "$ktree")
  kopts=()
  while read -r line; do
    case "$line" in '#'* | '') continue ;; esac
    # shellcheck disable=SC2206
    kopts+=($line)
  done < "$ktree/rust/bindgen_parameters"
  kopts+=(--use-core --with-derive-default --ctypes-prefix core::ffi --no-layout-tests --no-debug '.*')
  helper=$ktree/rust/bindings/bindings_helper.h
  CLANG_ARGS=("${kflags[@]}" "$helper")
  # Ours also accepts the kernel's --size_t-is-usize (a no-op); upstream rejects it.
  OURS_ARGS=("$helper" "${kopts[@]}" --size_t-is-usize -- "${kflags[@]}")
  UP_ARGS=("$helper" "${kopts[@]}" -- "${kflags[@]}")
  row "kernel bindings_helper.h"
fi
