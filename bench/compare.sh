#!/usr/bin/env bash
# Compares our bindgen with `clang -fsyntax-only` (the floor) and upstream bindgen-cli
# 0.72 (installed with `cargo install bindgen-cli --version 0.72.1 --root DIR`; set
# UPSTREAM=DIR/bin/bindgen) on the inputs from make_inputs.sh. Median of RUNS runs (default
# 3); prints wall seconds, peak RSS (MiB) and the ratios.
set -euo pipefail
cd "$(dirname "$0")"
[ -f out/big.h ] || bash make_inputs.sh
ours=${OURS:-../target/release/bindgen}
upstream=${UPSTREAM:-}
[ -x "$ours" ] || (cd .. && cargo build --release -p bindgen-cli)
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
printf '%-28s %8s %8s %8s %10s %9s %10s %9s\n' input clang_s ours_s up_s ours/clang ours/up rss_ours rss/clang
for spec in "big.h|" "big.h|--formatter none" "big.h|--clang-macro-fallback" "structs_1x.h|" "structs_2x.h|" "structs_4x.h|"; do
  input=${spec%%|*}; flags=${spec#*|}
  read -r cs cr < <(measure clang -fsyntax-only "out/$input")
  # shellcheck disable=SC2086
  read -r os orss < <(cd "$scratch" && measure "$OLDPWD/$ours" "$OLDPWD/out/$input" $flags -o "$scratch/o.rs")
  us=nan
  if [ -n "$upstream" ]; then
    # shellcheck disable=SC2086
    read -r us _ < <(cd "$scratch" && measure "$upstream" "$OLDPWD/out/$input" $flags -o "$scratch/u.rs")
  fi
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == "nan" || a == "nan" || b == 0) print "-"; else printf "%.2fx", a / b }'; }
  printf '%-28s %8s %8s %8s %10s %9s %10s %9s\n' "$input ${flags:+($flags)}" "$cs" "$os" "$us" "$(ratio "$os" "$cs")" "$(ratio "$os" "$us")" "$orss" "$(ratio "$orss" "$cr")"
done
