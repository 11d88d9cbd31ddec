#!/usr/bin/env bash
# Runs a bindgen binary once on the kernel's bindings_helper.h with the
# options and clang flag line scripts/kernel_check.sh uses, for timing a
# flag's cost side by side (for example --generate-fn-macros):
#
#   scripts/kernel_run.sh BIN OUT.rs [extra bindgen options...]
#
# Needs a prepared tree and target/kernel-check/cflags.txt, both left by a
# run of scripts/kernel_check.sh.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 2 ] || { echo "usage: $0 BIN OUT.rs [options...]" >&2; exit 2; }
bin=$1 out=$2
shift 2
ktree=${BINDGEN_KERNEL_CACHE:-/var/cache/bindgen-kernel}/linux-source-6.1
cflags=${KERNEL_CHECK_OUT:-$root/target/kernel-check}/cflags.txt
[ -f "$cflags" ] || { echo "$cflags missing: run scripts/kernel_check.sh first" >&2; exit 2; }
mapfile -t CFLAGS < "$cflags"
options=()
while read -r line; do
    case "$line" in '#'* | '') continue ;; esac
    for word in $line; do options+=("$word"); done
done < "$ktree/rust/bindgen_parameters"
options+=(--use-core --with-derive-default --ctypes-prefix core::ffi --no-layout-tests --no-debug '.*' --size_t-is-usize)
# The working directory is a scratch one, as the kernel check's (the
# fallback's files land there).
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
out=$(realpath -m "$out")
cd "$work" && "$bin" "$ktree/rust/bindings/bindings_helper.h" "${options[@]}" "$@" -o "$out" -- "${CFLAGS[@]}"
