#!/usr/bin/env bash
# Compares our bindgen with `clang -fsyntax-only` (the floor) and upstream bindgen-cli
# 0.72 (installed with `cargo install bindgen-cli --version 0.72.1 --root DIR`; set
# UPSTREAM=DIR/bin/bindgen) on the inputs from make_inputs.sh. One run each; prints wall
# seconds, peak RSS (MiB) and the ratios.
set -euo pipefail
cd "$(dirname "$0")"
[ -f out/big.h ] || bash make_inputs.sh
ours=${OURS:-../target/release/bindgen}
upstream=${UPSTREAM:-}
[ -x "$ours" ] || (cd .. && cargo build --release -p bindgen-cli)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
measure() { # prints "seconds rss_mib"
  /usr/bin/time -f "%e %M" -o "$scratch/t" "$@" >/dev/null 2>"$scratch/err" || { echo "FAILED: $*" >&2; cat "$scratch/err" >&2; echo "nan nan"; return; }
  awk '{printf "%.2f %.1f\n", $1, $2/1024}' "$scratch/t"
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
