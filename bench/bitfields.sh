#!/usr/bin/env bash
# Compares bitfield accessors built on __BindgenBitfieldUnit (safe and raw
# flavours) with clang's own bitfield code on the same loop.
# usage: bench/bitfields.sh [iterations]   (default 200000000)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
iters=${1:-200000000}
runs=3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

clang -O2 -o "$tmp/bench_c" "$here/bitfields/bench.c"
rustc -C opt-level=3 --edition 2021 -o "$tmp/bench_rs" "$here/bitfields/bench.rs"

# Runs a command $runs times; prints "<checksum> <best ns/iter> <all ns/iter>".
measure() {
    local sum="" best="" all="" out s ns
    for _ in $(seq "$runs"); do
        out=$("$@")
        read -r s ns <<<"$out"
        if [ -n "$sum" ] && [ "$s" != "$sum" ]; then
            echo "checksum changed between runs of $*" >&2
            exit 1
        fi
        sum=$s
        all="$all $ns"
        if [ -z "$best" ] || awk -v a="$ns" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$ns
        fi
    done
    echo "$sum $best$all"
}

read -r c_sum c_best c_all <<<"$(measure "$tmp/bench_c" "$iters")"
read -r safe_sum safe_best safe_all <<<"$(measure "$tmp/bench_rs" safe "$iters")"
read -r raw_sum raw_best raw_all <<<"$(measure "$tmp/bench_rs" raw "$iters")"

if [ "$safe_sum" != "$c_sum" ] || [ "$raw_sum" != "$c_sum" ]; then
    echo "checksum mismatch: C $c_sum, safe $safe_sum, raw $raw_sum" >&2
    exit 1
fi

echo "bitfield loop, $iters iterations, best of $runs runs (checksum $c_sum)"
printf '%-14s %12s %10s   %s\n' variant ns/iter vs-C "all runs (ns/iter)"
row() {
    printf '%-14s %12s %10s   %s\n' "$1" "$2" \
        "$(awk -v a="$2" -v b="$c_best" 'BEGIN { printf "%.2fx", a / b }')" "$3"
}
row "C (clang -O2)" "$c_best" "$c_all"
row "Rust safe" "$safe_best" "$safe_all"
row "Rust raw" "$raw_best" "$raw_all"
