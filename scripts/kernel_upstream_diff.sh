#!/usr/bin/env bash
# The Linux kernel's bindings_helper.h through the upstream differential
# (scripts/upstream_diff.sh): ours and upstream bindgen-cli 0.73.2 run with
# the options and clang flags rust/Makefile gives bindgen, and the two
# outputs are compared item by item. Differences are documented in
# scripts/upstream_diff.allow under the label `kernel`.
#
#   usage: scripts/kernel_upstream_diff.sh
#
# Needs the prepared defconfig tree of scripts/kernel_check.sh (run that
# first on a fresh machine). Environment: BINDGEN_KERNEL_CACHE as for
# kernel_check.sh; OUT, BINDGEN, UPSTREAM_ROOT as for upstream_diff.sh
# (OUT defaults to target/kernel-upstream-diff).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${BINDGEN_KERNEL_CACHE:-/var/cache/bindgen-kernel}
ktree=$cache/linux-source-6.1
[ -f "$ktree/.bindgen-kernel-check-prepared" ] ||
  { echo "no prepared kernel tree in $cache: run scripts/kernel_check.sh first" >&2; exit 2; }
[ -z "${LIBCLANG_PATH:-}" ] && [ -d /usr/lib/llvm-14/lib ] && export LIBCLANG_PATH=/usr/lib/llvm-14/lib
export OUT=${OUT:-$root/target/kernel-upstream-diff}
mkdir -p "$OUT"
flags=$(mktemp)
trap 'rm -f "$flags"' EXIT
{
  # rust/bindgen_parameters, then the fixed options of rust/Makefile's
  # cmd_bindgen, less --size_t-is-usize: upstream 0.73 rejects it (usize is
  # its default) and ours takes it as a no-op.
  grep -v '^#' "$ktree/rust/bindgen_parameters" | tr -s ' \t' '\n\n' | grep -v '^$'
  printf '%s\n' --use-core --with-derive-default --ctypes-prefix core::ffi \
    --no-layout-tests --no-debug '.*' --
  python3 "$root/scripts/kernel/flags.py" "$ktree" || exit 2
} > "$flags" || { echo "cannot build the kernel's flag line" >&2; exit 2; }
FLAGS_FILE=$flags LABEL=kernel "$root/scripts/upstream_diff.sh" "$ktree/rust/bindings/bindings_helper.h"
