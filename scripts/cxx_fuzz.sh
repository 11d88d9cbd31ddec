#!/usr/bin/env bash
# Differential C++ fuzzer (tools/cxx-fuzz), the sibling of scripts/c_fuzz.sh:
# random valid C++ headers (class hierarchies with single, multiple and
# virtual bases, vtables, access specifiers, static members, overloads,
# operators, nested classes, namespaces, enums, class templates with type
# and non-type parameters instantiated as members, bases and typedefs) and
# random C++ flag sets. Each case: clang++ accepts the header; our output
# type-checks with its layout assertions; every size, alignment, field and
# base offset and vtable pointer equals clang++'s record layout
# (-fdump-record-layouts); the API equals upstream 0.73.2's (documented
# differences in scripts/upstream_diff.allow pass); upstream's output is
# type-checked too and its failures are recorded per case. Failing cases
# are grouped into families and reduced.
#
#   usage: scripts/cxx_fuzz.sh [cxx-fuzz ARGS...]
#
# Environment:
#   FUZZ_CASES     number of cases (default 100)
#   FUZZ_SEED      seed (default 1); the same seed gives the same cases
#   FUZZ_JOBS      parallel cases (default 2)
#   FUZZ_REDUCE    failure families to reduce (default 4)
#   FUZZ_VERIFY_ABI=1
#                  also run our bindgen once more with --verify-abi: every
#                  function and method is checked against clang++'s call
#                  ABI; a mismatch is a failing family (as in c_fuzz.sh,
#                  whose FUZZ_ABI_TARGET works here too)
#   FUZZ_GATE      `all` (default): any failing case fails the run; `sound`:
#                  only our broken or unsound output does (a crash, output
#                  that does not compile where upstream's does, a layout
#                  assertion failing, a layout differing from clang++'s)
#   UPSTREAM_ROOT  where bindgen-cli 0.73.2 is (or gets) installed
#                  (default /opt/upstream-0.73.2)
#   OUT            result directory (default target/cxx-fuzz): cases/N for
#                  failing cases (case.h, repro.h, both outputs, result.txt),
#                  rejected/N.h for headers clang++ rejects,
#                  reduced/familyK.hpp, summary.txt, problems.txt (every
#                  problem of every case, one line each)
#
# Exit status 1 when some case fails (see FUZZ_GATE), 2 when a tool is
# missing (clang++, rustc, upstream).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
up_root=${UPSTREAM_ROOT:-/opt/upstream-0.73.2}
up_bin=$up_root/bin/bindgen
for tool in clang++ rustc; do
  command -v "$tool" >/dev/null 2>&1 || { echo "cxx_fuzz.sh: $tool not found" >&2; exit 2; }
done
if ! "$up_bin" --version 2>/dev/null | grep -qx 'bindgen 0.73.2'; then
  echo "installing bindgen-cli 0.73.2 into $up_root" >&2
  cargo install bindgen-cli --version 0.73.2 --locked --root "$up_root" >&2 || {
    echo "cannot install bindgen-cli 0.73.2" >&2
    exit 2
  }
fi
(cd "$root" && cargo build -q -p bindgen-cli -p cxx-fuzz) || exit 2
exec "$root/target/debug/cxx-fuzz" \
  --cases "${FUZZ_CASES:-100}" --seed "${FUZZ_SEED:-1}" \
  --jobs "${FUZZ_JOBS:-2}" --reduce "${FUZZ_REDUCE:-4}" --gate "${FUZZ_GATE:-all}" \
  --ours "$root/target/debug/bindgen" --upstream "$up_bin" \
  --out "${OUT:-$root/target/cxx-fuzz}" "$@"
