#!/usr/bin/env bash
# What --clang-macro-fallback costs: wall time of the release `bindgen` with
# and without the flag, with `--formatter none` and with the default formatter.
#
# Inputs (generated once into target/bench-macro-fallback/):
#   uint32c  20,000 `#define K_i UINT32_C(i)` lines after <stdint.h>
#   casts    20,000 `#define C_i ((my_u32)i)` lines: every one needs clang
#   real     common glibc headers plus every Linux UAPI header under
#            /usr/include/linux that compiles together with them
#
# usage: bench/macro_fallback.sh [runs]   (default 5; the best run counts)
# env:   BINDGEN=path/to/bindgen (default: target/release/bindgen, built if missing)
#        CLANG=clang
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
runs=${1:-5}
clang=${CLANG:-clang}
bin=${BINDGEN:-$root/target/release/bindgen}
work=$root/target/bench-macro-fallback
mkdir -p "$work"

if [ ! -x "$bin" ]; then
    (cd "$root" && cargo build --release -p bindgen-cli)
fi

# --- inputs -----------------------------------------------------------------

if [ ! -s "$work/uint32c.h" ]; then
    {
        echo '#include <stdint.h>'
        awk 'BEGIN { for (i = 0; i < 20000; i++) printf "#define K_%d UINT32_C(%d)\n", i, i }'
    } >"$work/uint32c.h"
fi

if [ ! -s "$work/casts.h" ]; then
    {
        echo 'typedef unsigned int my_u32;'
        awk 'BEGIN { for (i = 0; i < 20000; i++) printf "#define C_%d ((my_u32)%d)\n", i, i }'
    } >"$work/casts.h"
fi

glibc_headers="stdio.h stdlib.h string.h stdint.h inttypes.h limits.h errno.h fcntl.h
unistd.h signal.h time.h sys/types.h sys/stat.h sys/ioctl.h sys/mman.h sys/wait.h
sys/socket.h sys/uio.h pthread.h"

compiles() {
    "$clang" -fsyntax-only -w -x c "$1" 2>"$work/err.txt"
}

if [ ! -s "$work/real.h" ]; then
    echo "building the real header (once)..." >&2
    base=$work/base.h
    : >"$base"
    for h in $glibc_headers; do echo "#include <$h>" >>"$base"; done
    compiles "$base" || { echo "the glibc headers do not compile" >&2; exit 1; }
    # 1. Every UAPI header that compiles on its own after the glibc headers.
    cand=$work/cand.h
    cp "$base" "$cand"
    probe=$work/probe.h
    for f in /usr/include/linux/*.h; do
        h=linux/$(basename "$f")
        { cat "$base"; echo "#include <$h>"; } >"$probe"
        if compiles "$probe"; then echo "#include <$h>" >>"$cand"; fi
    done
    # 2. Together: drop the include line named by the first error until it compiles.
    for _ in $(seq 200); do
        if compiles "$cand"; then break; fi
        line=$(grep -m1 -o "^In file included from $cand:[0-9]*" "$work/err.txt" | sed 's/.*://' || true)
        if [ -z "$line" ]; then
            line=$(grep -m1 -o "^$cand:[0-9]*" "$work/err.txt" | sed 's/.*://' || true)
        fi
        [ -n "$line" ] || { echo "cannot locate the conflict:" >&2; head "$work/err.txt" >&2; exit 1; }
        sed -i "${line}d" "$cand"
    done
    compiles "$cand" || { echo "could not make the real header compile" >&2; exit 1; }
    mv "$cand" "$work/real.h"
fi

# --- timing -----------------------------------------------------------------

# "best-wall best-cpu" over $runs runs of bindgen "$@" (cpu = user + sys,
# less sensitive than wall time to other work on the machine)
best_time() {
    local best="" bestcpu="" line w c
    for _ in $(seq "$runs"); do
        /usr/bin/time -o "$work/time.txt" -f "%e %U %S" "$bin" "$@" -o "$work/out.rs" 2>/dev/null
        line=$(grep -E '^[0-9.]+ [0-9.]+ [0-9.]+$' "$work/time.txt" | tail -1 || true)
        if [ -z "$line" ]; then
            echo "no timing for $*: $(cat "$work/time.txt")" >&2
            continue
        fi
        w=$(echo "$line" | awk '{ printf "%.3f", $1 }')
        c=$(echo "$line" | awk '{ printf "%.3f", $2 + $3 }')
        if [ -z "$best" ] || awk -v a="$w" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$w; fi
        if [ -z "$bestcpu" ] || awk -v a="$c" -v b="$bestcpu" 'BEGIN { exit !(a < b) }'; then bestcpu=$c; fi
    done
    echo "$best $bestcpu"
}

count_consts() {
    "$bin" "$@" --formatter none 2>/dev/null | { grep -o 'pub const [A-Za-z_0-9]*' || true; } | wc -l
}

printf '%-8s %-8s %8s %8s %6s   %8s %8s %6s   %7s %7s\n' \
    input format wall wall+fb ratio cpu cpu+fb ratio consts +fb
for input in uint32c casts real; do
    h=$work/$input.h
    n0=$(count_consts "$h")
    n1=$(count_consts "$h" --clang-macro-fallback)
    for fmt in none default; do
        fmt_args=()
        [ "$fmt" = none ] && fmt_args=(--formatter none)
        read -r w0 c0 <<<"$(best_time "$h" "${fmt_args[@]}")"
        read -r w1 c1 <<<"$(best_time "$h" "${fmt_args[@]}" --clang-macro-fallback)"
        rw=$(awk -v a="$w0" -v b="$w1" 'BEGIN { printf "%.2f", b / a }')
        rc=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.2f", b / a }')
        printf '%-8s %-8s %7ss %7ss %6s   %7ss %7ss %6s   %7s %7s\n' \
            "$input" "$fmt" "$w0" "$w1" "$rw" "$c0" "$c1" "$rc" "$n0" "$n1"
    done
done
echo "(real.h: $(grep -c '#include' "$work/real.h") headers; best of $runs runs; cpu = user + sys)"
