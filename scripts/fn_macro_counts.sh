#!/usr/bin/env bash
# --generate-fn-macros on real inputs: counts and a check against C.
#
# For each input this prints: the number of function-like macros; how many
# clang accepts as integer constant expressions with `1` for every
# parameter (the C-side check); how many became `pub const fn`s (and how
# many of the constant ones); and the comparison of every function with C
# on 1,000 random argument tuples (bindgen-tests/examples/fn_macro_counts.rs).
# Inputs:
#   kernel  Linux 6.1's rust/bindings/bindings_helper.h with the kernel
#           check's flags (needs the tree scripts/kernel_check.sh prepares)
#           and the generation time with and without the flag (best of 3);
#   libc    glibc and Linux UAPI headers (target/fn-macro-counts/libc.h);
#   crates  the C headers of the -sys crates of scripts/sys_crates.sh:
#           openssl, nettle, sqlite3 (Debian packages), zstd and libbpf
#           (the sources vendored in their crates, from cargo's registry).
#
# Usage: scripts/fn_macro_counts.sh [kernel] [libc] [crates]   (default: all)
# Environment: BINDGEN_BIN (default: release build of ours), BINDGEN_KERNEL_CACHE,
# OUT (default target/fn-macro-counts), CLANG (default clang).
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$ROOT/target/fn-macro-counts}
CLANG=${CLANG:-clang}
KTREE=${BINDGEN_KERNEL_CACHE:-/var/cache/bindgen-kernel}/linux-source-6.1
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd)
if [ $# -gt 0 ]; then sel=("$@"); else sel=(kernel libc crates); fi
failures=0

if [ -n "${BINDGEN_BIN:-}" ]; then
    BIN=$(cd "$(dirname "$BINDGEN_BIN")" && pwd)/$(basename "$BINDGEN_BIN")
else
    (cd "$ROOT" && cargo build --release -q -p bindgen-cli) || exit 2
    BIN=$ROOT/target/release/bindgen
fi
(cd "$ROOT" && cargo build --release -q -p bindgen-tests --example fn_macro_counts) || exit 2
COUNTS=$ROOT/target/release/examples/fn_macro_counts

# run LABEL HEADER "BINDGEN OPTIONS" CLANG ARGS...:
# generates, dumps the macros, counts and compares (the C side includes the
# header with its flags: see fn_macro_counts.rs).
run() {
    local label=$1 header=$2 opts=$3
    shift 3
    local dir=$OUT/$label
    rm -rf "$dir" && mkdir -p "$dir/work"
    # shellcheck disable=SC2086 # the options are words
    (cd "$dir/work" && "$BIN" "$header" $opts --generate-fn-macros -o "$dir/bindings.rs" -- "$@") \
        2> "$dir/bindgen.stderr" || { echo "$label: bindgen failed (see $dir/bindgen.stderr)"; failures=$((failures + 1)); return; }
    "$CLANG" -dM -E "$@" -w "$header" > "$dir/defines.h" 2> "$dir/clang.stderr" ||
        { echo "$label: clang -dM failed"; failures=$((failures + 1)); return; }
    "$COUNTS" "$label" "$header" "$dir/bindings.rs" "$dir/defines.h" "$dir/work" "$@" ||
        failures=$((failures + 1))
}

# best_time CMD...: the shortest of three runs, in seconds.
best_time() {
    local best="" t0 t
    for _ in 1 2 3; do
        t0=$(date +%s.%N)
        "$@" > /dev/null 2>&1
        t=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
    done
    echo "$best"
}

for what in "${sel[@]}"; do
    case $what in
    kernel)
        [ -f "$KTREE/.bindgen-kernel-check-prepared" ] ||
            { echo "kernel: no prepared tree in $KTREE (run scripts/kernel_check.sh once)"; failures=$((failures + 1)); continue; }
        mapfile -t CFLAGS < <(python3 "$ROOT/scripts/kernel/flags.py" "$KTREE")
        opts=$(grep -v '^#\|^$' "$KTREE/rust/bindgen_parameters" | tr '\n' ' ')
        opts="$opts --use-core --with-derive-default --ctypes-prefix core::ffi --no-layout-tests --no-debug .* --size_t-is-usize"
        header=$KTREE/rust/bindings/bindings_helper.h
        run kernel "$header" "$opts" "${CFLAGS[@]}"
        # The macros the issue names (GENMASK needs builtins: not expected).
        missing=()
        absent=()
        for m in BIT MAJOR MINOR MKDEV _IO _IOC _IOR _IOW _IOWR __KERNEL_DIV_ROUND_UP ALIGN KERNEL_VERSION __GENMASK; do
            if ! grep -q "^#define $m(" "$OUT/kernel/defines.h"; then
                absent+=("$m")
            elif ! grep -q "^pub const fn $m[<(]" "$OUT/kernel/bindings.rs"; then
                missing+=("$m")
            fi
        done
        [ ${#absent[@]} -gt 0 ] && echo "kernel: not defined by this input: ${absent[*]} (checked by the fn_macros_kernel golden)"
        if [ ${#missing[@]} -eq 0 ]; then
            echo "kernel: every named macro it defines is translated (and compared above); GENMASK: $(grep -q '^pub const fn GENMASK[<(]' "$OUT/kernel/bindings.rs" && echo translated || echo 'not translated (__builtin_choose_expr, __is_constexpr)')"
        else
            echo "kernel: FAIL: not translated: ${missing[*]}"
            failures=$((failures + 1))
        fi
        # shellcheck disable=SC2086
        without=$(cd "$OUT/kernel/work" && best_time "$BIN" "$header" $opts -o /dev/null -- "${CFLAGS[@]}")
        # shellcheck disable=SC2086
        with=$(cd "$OUT/kernel/work" && best_time "$BIN" "$header" $opts --generate-fn-macros -o /dev/null -- "${CFLAGS[@]}")
        echo "kernel: generation ${without}s without, ${with}s with --generate-fn-macros: ratio $(awk -v a="$with" -v b="$without" 'BEGIN { printf "%.2f", a / b }')"
        ;;
    libc)
        h=$OUT/libc.h
        {
            for f in stdio.h stdlib.h string.h stdint.h inttypes.h limits.h errno.h fcntl.h unistd.h signal.h \
                time.h math.h ctype.h wchar.h sys/types.h sys/stat.h sys/ioctl.h sys/socket.h sys/sysmacros.h \
                sys/wait.h sys/mman.h sys/param.h sys/time.h sys/select.h sys/resource.h netinet/in.h arpa/inet.h \
                linux/input.h linux/fs.h linux/kdev_t.h linux/ioctl.h linux/netlink.h linux/rtnetlink.h \
                linux/if_link.h linux/bpf.h linux/perf_event.h linux/videodev2.h linux/usbdevice_fs.h \
                linux/kernel.h linux/const.h linux/ethtool.h linux/fb.h linux/hdreg.h linux/vt.h; do
                echo "#include <$f>"
            done
        } > "$h"
        run libc "$h" ""
        ;;
    crates)
        reg=$(ls -d "$HOME"/.cargo/registry/src/*/ 2>/dev/null | head -1)
        h=$OUT/openssl.h
        printf '#include <openssl/ssl.h>\n#include <openssl/evp.h>\n#include <openssl/x509v3.h>\n#include <openssl/err.h>\n' > "$h"
        run openssl "$h" ""
        h=$OUT/nettle.h
        : > "$h"
        for f in /usr/include/nettle/*.h; do
            case $f in *-compat.h) continue ;; esac
            echo "#include <nettle/$(basename "$f")>" >> "$h"
        done
        run nettle "$h" ""
        run sqlite3 /usr/include/sqlite3.h ""
        zstd=$(ls -d "$reg"zstd-sys-*/zstd/lib 2>/dev/null | tail -1)
        if [ -n "$zstd" ]; then
            printf '#define ZSTD_STATIC_LINKING_ONLY\n#include "zstd.h"\n#include "zdict.h"\n#include "zstd_errors.h"\n' > "$OUT/wrap_zstd.h"
            run zstd "$OUT/wrap_zstd.h" "" -I"$zstd"
        else
            echo "zstd: zstd-sys is not in cargo's registry (run scripts/sys_crates.sh zstd once)"
        fi
        bpf=$(ls -d "$reg"libbpf-sys-*/libbpf 2>/dev/null | tail -1)
        if [ -n "$bpf" ]; then
            printf '#include "libbpf.h"\n#include "bpf.h"\n#include "btf.h"\n' > "$OUT/wrap_libbpf.h"
            run libbpf "$OUT/wrap_libbpf.h" "" -I"$bpf/src" -I"$bpf/include" -I"$bpf/include/uapi"
        else
            echo "libbpf: libbpf-sys is not in cargo's registry (run scripts/sys_crates.sh libbpf once)"
        fi
        ;;
    *) echo "unknown input $what (kernel, libc, crates)"; exit 2 ;;
    esac
done
exit $((failures > 0))
