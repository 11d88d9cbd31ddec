#!/usr/bin/env bash
# Differential C fuzzer against upstream bindgen-cli 0.73.2 (tools/c-fuzz):
# random valid C headers and random flag sets, our CLI and upstream's on
# each, the APIs compared (documented differences in
# scripts/upstream_diff.allow pass), our output compiled with its layout
# tests. Failing cases are grouped into families and reduced.
#
#   usage: scripts/c_fuzz.sh [c-fuzz ARGS...]
#
# Environment:
#   FUZZ_CASES     number of cases (default 150)
#   FUZZ_SEED      seed (default 1); the same seed gives the same cases
#   FUZZ_JOBS      parallel cases (default 2)
#   FUZZ_VERIFY_ABI=1
#                  also run our bindgen once more with --verify-abi: every
#                  generated function is checked against clang's call ABI
#                  (needs rustc); a mismatch is a failing family; the
#                  summary counts the functions compared
#   FUZZ_ABI_TARGET  with FUZZ_VERIFY_ABI, check the calls for this
#                  clang/Rust triple instead of the host (i686-unknown-linux-gnu,
#                  aarch64-unknown-linux-gnu: the target's Rust std is needed)
#   FUZZ_REDUCE    failure families to reduce (default 4)
#   FUZZ_GATE      `all` (default): any failing case fails the run; `sound`:
#                  only our broken or unsound output does (crash, not
#                  parsing, not compiling where upstream's does, layout tests
#                  failing), undocumented API differences are reported
#   UPSTREAM_ROOT  where bindgen-cli 0.73.2 is (or gets) installed
#                  (default /opt/upstream-0.73.2)
#   OUT            result directory (default target/c-fuzz): cases/N for
#                  failing cases (case.h, repro.h, both outputs),
#                  reduced/familyK.h, summary.txt
#
# Exit status 1 when some case fails (undocumented API difference, our
# crash or failure, our output not compiling or failing its layout tests).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
up_root=${UPSTREAM_ROOT:-/opt/upstream-0.73.2}
up_bin=$up_root/bin/bindgen
if ! "$up_bin" --version 2>/dev/null | grep -qx 'bindgen 0.73.2'; then
  echo "installing bindgen-cli 0.73.2 into $up_root" >&2
  cargo install bindgen-cli --version 0.73.2 --locked --root "$up_root" >&2 || {
    echo "cannot install bindgen-cli 0.73.2" >&2
    exit 2
  }
fi
(cd "$root" && cargo build -q -p bindgen-cli -p c-fuzz) || exit 2
exec "$root/target/debug/c-fuzz" \
  --cases "${FUZZ_CASES:-150}" --seed "${FUZZ_SEED:-1}" \
  --jobs "${FUZZ_JOBS:-2}" --reduce "${FUZZ_REDUCE:-4}" --gate "${FUZZ_GATE:-all}" \
  --ours "$root/target/debug/bindgen" --upstream "$up_bin" \
  --out "${OUT:-$root/target/c-fuzz}" "$@"
