#!/usr/bin/env bash
# Real C++ libraries through our bindgen: every wrapper header in
# bindgen-tests/cxx-corpus/ (`// bindgen-flags: ...` first line, the
# allowlist a user of that library would write; `// debian-package: ...`
# second line) is generated with our CLI, generated twice (the output must
# not change), compiled as a Rust test crate (the layout checks are const
# assertions, so a wrong layout fails the compile; any `#[test]` layout
# tests then run), and its `link_name` symbols are looked up in the
# library's shared objects.
#
#   usage: scripts/cxx_corpus.sh [LIBRARY...]    (default: every wrapper)
#
# Environment:
#   BINDGEN   our CLI binary (default: built here, debug profile, as for
#             scripts/upstream_diff.sh); upstream's CLI works too, for
#             comparison (/opt/upstream-0.73.2/bin/bindgen: Box2D fails its
#             layout checks, yaml-cpp does not compile, JsonCpp panics)
#   OUT       result directory (default target/cxx-corpus): per library
#             <lib>.rs, <lib>.err (bindgen's warnings), <lib>.rustc,
#             <lib>.unresolved (symbols no shared object of the package
#             defines), and report.txt
#   UPSTREAM=1  also run scripts/upstream_diff.sh on the same wrappers and
#             print its identical / documented / other counts (informational:
#             they do not change the exit status; the differences themselves
#             are in $OUT/upstream-diff/report.txt)
#   SKIP_APT=1  do not install missing -dev packages (a missing one fails)
#
# Columns: gen (bindgen exit status 0), det (two runs give the same bytes),
# rustc (the bindings compile with their layout assertions), test (the test
# binary passes), nostd (the same flags without `--opaque-type 'std::.*'`
# generate, compile and pass: the standard library's templates as they come;
# ok, LAYOUT, FAIL, TESTFAIL or GENFAIL), then counts of what the bindings hold: structs, extern
# functions, methods (wrappers in `impl` blocks), constants, type aliases,
# statics, layout-checked records, opaque blobs, the warnings bindgen gave
# (templates skipped, layouts Rust cannot express) and the symbols the
# bindings reference that the library's shared objects do not define
# (informational: an inline function bound by mistake shows up here).
# Exit status: 0 when every library generates, is deterministic, compiles
# and passes its tests, with and without the std opaque flag; 1 otherwise (2: setup failed).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$root/bindgen-tests/cxx-corpus
out=${OUT:-$root/target/cxx-corpus}

if [ $# -gt 0 ]; then
  libs=("$@")
else
  libs=()
  for h in "$corpus"/*.hpp; do libs+=("$(basename "$h" .hpp)"); done
fi

package_of() { sed -n '2s|^// debian-package: *||p' "$corpus/$1.hpp"; }

# The -dev packages, installed when missing (root only; CI runs as root).
need=()
for lib in "${libs[@]}"; do
  [ -f "$corpus/$lib.hpp" ] || { echo "no wrapper header $corpus/$lib.hpp" >&2; exit 2; }
  p=$(package_of "$lib")
  [ -n "$p" ] || { echo "$lib.hpp: no '// debian-package:' second line" >&2; exit 2; }
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  if [ -n "${SKIP_APT:-}" ] || [ "$(id -u)" -ne 0 ]; then
    echo "missing packages: ${need[*]} (install them: apt-get install ${need[*]})" >&2
    exit 2
  fi
  echo "installing ${need[*]}" >&2
  apt-get update -qq >&2 &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null || exit 2
fi

(cd "$root" && cargo build -q -p api-diff) || exit 2
if [ -z "${BINDGEN:-}" ]; then
  (cd "$root" && cargo build -q -p bindgen-cli) || exit 2
fi
bin=${BINDGEN:-$root/target/debug/bindgen}
api_diff=$root/target/debug/api-diff
command -v rustc >/dev/null || { echo "rustc is needed" >&2; exit 2; }

rm -rf "$out"
mkdir -p "$out/work"
report=$out/report.txt
failed=0

# Counts items of a generated file (rustfmt'd text: one item header a line).
count() { grep -cE "$1" "$2"; }

# The dynamic symbols the shared objects of a package and the libraries
# they link (libstdc++ for `std::exception::what` and the like) define.
defined_symbols() {
  dpkg -L "$1" | grep -E '\.so$' | while read -r so; do
    echo "$so"
    ldd "$so" 2>/dev/null | sed -nE 's|.*=> (/[^ ]+).*|\1|p'
  done | sort -u | while read -r so; do
    nm -D --defined-only "$so" 2>/dev/null | awk '{sub(/@.*/, "", $NF); print $NF}'
  done | sort -u
}

# Compiles and runs the layout tests of generated bindings `$1` as test
# binary `$2`; prints ok, LAYOUT (only layout assertions fail) or FAIL, and
# leaves rustc's messages in `$2.rustc`.
compile_and_test() {
  if rustc --edition 2021 --test --crate-name "corpus_$(basename "$2" | tr -c 'a-z0-9_\n' _)" -A warnings \
      "$1" -o "$2" 2> "$2.rustc"; then
    if "$2" -q > "$2.out" 2>&1; then echo ok; else echo TESTFAIL; fi
  elif grep -E '^error' "$2.rustc" | grep -qvE 'E0080|aborting due to'; then
    echo FAIL
  else
    # A failed layout assertion is a const-evaluation error (E0080).
    echo LAYOUT
  fi
}

printf '%-9s %-4s %-4s %-5s %-5s %-5s %7s %5s %7s %6s %5s %7s %6s %6s %8s %10s\n' \
  library gen det rustc test nostd structs fns methods consts types statics layouts opaque warnings unresolved | tee "$report"
for lib in "${libs[@]}"; do
  h=$corpus/$lib.hpp
  flags=()
  while IFS= read -r -d '' w; do flags+=("$w"); done < <("$api_diff" flags "$h")
  rs=$out/$lib.rs
  w=$out/work/$lib
  mkdir -p "$w"
  gen=ok det=- rustc=- test=- bad=""
  if ! (cd "$w" && timeout 300 "$bin" "$h" -o "$rs" "${flags[@]}") 2> "$out/$lib.err"; then
    gen=FAIL
    bad="bindgen: $(grep -m1 -E 'error|panicked' "$out/$lib.err" | cut -c1-200)"
  else
    (cd "$w" && timeout 300 "$bin" "$h" -o "$w/again.rs" "${flags[@]}") 2>/dev/null
    if cmp -s "$rs" "$w/again.rs"; then det=ok; else det=FAIL bad="two runs differ"; fi
    # A failed layout assertion is a const-evaluation error (E0080).
    if rustc --edition 2021 --test --crate-name "corpus_${lib//-/_}" -A warnings \
        "$rs" -o "$w/test" 2> "$out/$lib.rustc"; then
      rustc=ok
      if "$w/test" -q > "$w/test.out" 2>&1; then test=ok; else test=FAIL bad="test: $(grep -m1 -E 'FAILED|panicked' "$w/test.out")"; fi
    else
      # Layout failures only (E0080 on the checks) or other errors too.
      other=$(grep -E '^error' "$out/$lib.rustc" | grep -vE 'E0080|aborting due to' | head -1)
      if [ -z "$other" ]; then
        rustc=LAYOUT bad="layout: $(grep -m1 -oE '\["[^"]*"\]' "$out/$lib.rustc")"
      else
        rustc=FAIL bad="rustc: $other"
      fi
    fi
  fi
  # The same without `--opaque-type 'std::.*'`: the standard library's
  # templates as they come (generic structs where they can be, checked
  # instantiations, blobs elsewhere) must compile and pass their checks too.
  nostd=-
  if [ "$gen" = ok ]; then
    plain=()
    skip=""
    for f in "${flags[@]}"; do
      if [ -n "$skip" ]; then skip=""; [ "$f" = "std::.*" ] && continue; plain+=("--opaque-type"); fi
      if [ "$f" = "--opaque-type" ]; then skip=1; continue; fi
      plain+=("$f")
    done
    if (cd "$w" && timeout 300 "$bin" "$h" -o "$w/nostd.rs" "${plain[@]}") 2> "$w/nostd.err"; then
      nostd=$(compile_and_test "$w/nostd.rs" "$w/nostd")
      [ "$nostd" = ok ] || bad="${bad:+$bad; }without --opaque-type 'std::.*': $nostd (see $w/nostd.rustc)"
    else
      nostd=GENFAIL bad="${bad:+$bad; }without --opaque-type 'std::.*': $(grep -m1 -E 'error|panicked' "$w/nostd.err" | cut -c1-200)"
    fi
  fi
  if [ "$gen" = ok ]; then
    syms=$(grep -oE 'link_name = "\\u\{1\}[^"]+"' "$rs" | sed -E 's/.*\\u\{1\}//; s/"$//' | sort -u)
    defined_symbols "$(package_of "$lib")" > "$w/defined"
    comm -23 <(printf '%s\n' "$syms" | grep -v '^$') "$w/defined" > "$out/$lib.unresolved"
    printf '%-9s %-4s %-4s %-5s %-5s %-5s %7d %5d %7d %6d %5d %7d %6d %6d %8d %10d\n' "$lib" "$gen" "$det" "$rustc" "$test" "$nostd" \
      "$(count '^ *pub (struct|union) ' "$rs")" \
      "$(count '^ *pub fn ' "$rs")" \
      "$(count '^ *pub unsafe fn ' "$rs")" \
      "$(count '^ *pub const ' "$rs")" \
      "$(count '^ *pub type ' "$rs")" \
      "$(count '^ *pub static ' "$rs")" \
      "$(count '\["Size of ' "$rs")" \
      "$(count '_bindgen_opaque_blob:' "$rs")" \
      "$(count 'WARN' "$out/$lib.err")" \
      "$(wc -l < "$out/$lib.unresolved")" | tee -a "$report"
  else
    printf '%-9s %-4s\n' "$lib" "$gen" | tee -a "$report"
  fi
  if [ -n "$bad" ]; then
    echo "  $lib: $bad" | tee -a "$report"
    failed=1
  fi
done

if [ -n "${UPSTREAM:-}" ]; then
  echo "== upstream differential (scripts/upstream_diff.sh)" | tee -a "$report"
  headers=()
  for lib in "${libs[@]}"; do headers+=("$corpus/$lib.hpp"); done
  OUT=$out/upstream-diff BINDGEN=$bin "$root/scripts/upstream_diff.sh" "${headers[@]}" > "$out/upstream-diff.log" 2>&1
  # One line per library: `<lib>: <status>: <totals>`, then the summary.
  grep '^== ' "$out/upstream-diff/report.txt" | sed -E 's|^== .*cxx-corpus_([^:]*)\.hpp: |  \1: |' | cut -c1-160 | tee -a "$report"
  tee -a "$report" < "$out/upstream-diff/summary.txt"
fi
echo "report: $report"
exit $failed
