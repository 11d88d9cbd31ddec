#!/usr/bin/env bash
# The compatibility packages (compat/bindgen-0.NN), regenerated and checked.
#
#   1. rustdoc JSON of our library; `bindgen-compat generate` writes the
#      packages from compat/lines.toml and compat/shims/ into a scratch
#      directory, which must equal the checked-in compat/ (else: regenerate
#      with REGENERATE=1 and commit);
#   2. per line, rustdoc JSON of our package and of the published crate of
#      that version (fetched from crates.io as a dependency of a throwaway
#      crate), and `bindgen-compat check`: every published item must be in
#      ours with the same signature. 0.73.2 is checked against our library;
#   3. `bindgen-compat patch-block` on bindgen-tests/compat-graph writes one
#      entry per line (0.69-0.73).
#
# Prints one line per version: published items, same, missing, different,
# extra. Exit status 1 on any difference. Needs crates.io (or a cargo cache
# holding the published crates); rustdoc JSON needs RUSTC_BOOTSTRAP=1, set
# here.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
out=${OUT:-$root/target/compat-check}
mkdir -p "$out"
export RUSTC_BOOTSTRAP=1 CARGO_TERM_COLOR=never
json() { # json DIR PKGSPEC DEST: rustdoc JSON of PKGSPEC, built in DIR
  (cd "$1" && CARGO_TARGET_DIR=$out/target cargo rustdoc -q -p "$2" --lib -- \
    -Z unstable-options --output-format json) > "$out/rustdoc.log" 2>&1 ||
    { cat "$out/rustdoc.log" >&2; echo "compat: rustdoc JSON of $2 failed" >&2; exit 2; }
  cp "$out/target/doc/bindgen.json" "$3"
}
(cd "$root" && cargo build -q -p bindgen-compat) || exit 2
tool=$root/target/debug/bindgen-compat
json "$root" bindgen "$out/ours.json"

# 1. Generated packages up to date.
rm -rf "$out/gen" && mkdir -p "$out/gen"
cp "$root/compat/lines.toml" "$out/gen/" && cp -r "$root/compat/shims" "$out/gen/"
sed -i "s|^library-path = .*|library-path = \"../../bindgen\"|" "$out/gen/lines.toml"
"$tool" generate "$out/gen/lines.toml" "$out/ours.json" "$out/gen" > /dev/null || exit 2
status=0
for d in "$out"/gen/bindgen-*; do
  line=${d##*/}
  if [ -n "${REGENERATE:-}" ]; then
    mkdir -p "$root/compat/$line" && cp -r "$d/." "$root/compat/$line/"
  elif ! diff -r -x Cargo.lock -x target "$d" "$root/compat/$line" > "$out/$line.gen.diff"; then
    echo "compat/$line is stale: rerun with REGENERATE=1 (diff in $out/$line.gen.diff)"
    status=1
  fi
done

# 2. Each line against its published interface.
for pkg in "$root"/compat/bindgen-*; do
  version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$pkg/Cargo.toml" | head -1)
  fetch=$out/published-$version
  mkdir -p "$fetch/src" && : > "$fetch/src/lib.rs"
  printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\nbindgen = "=%s"\n[workspace]\n' \
    "$version" > "$fetch/Cargo.toml"
  json "$fetch" "bindgen@$version" "$out/published-$version.json"
  json "$pkg" "bindgen@$version" "$out/ours-$version.json"
  "$tool" check "$out/published-$version.json" "$out/ours-$version.json" "$out/ours.json" \
    --equivalent "$root/compat/lines.toml" > "$out/check-$version.txt"
  [ $? -eq 0 ] || status=1
  tail -1 "$out/check-$version.txt"
done
fetch=$out/published-0.73.2
mkdir -p "$fetch/src" && : > "$fetch/src/lib.rs"
printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\nbindgen = "=0.73.2"\n[workspace]\n' > "$fetch/Cargo.toml"
json "$fetch" "bindgen@0.73.2" "$out/published-0.73.2.json"
"$tool" check "$out/published-0.73.2.json" "$out/ours.json" --equivalent "$root/compat/lines.toml" \
  > "$out/check-0.73.2.txt" || status=1
tail -1 "$out/check-0.73.2.txt"

# 3. The patch-block command on the five-line test workspace: one entry per
#    line, each pointing into this repository.
"$tool" patch-block --manifest-path "$root/bindgen-tests/compat-graph/Cargo.toml" --repo "$root" \
  > "$out/patch-block.txt" || status=1
entries=$(grep -c "path = \"$root/" "$out/patch-block.txt")
echo "patch-block: $entries entries for bindgen-tests/compat-graph (5 expected)"
[ "$entries" -eq 5 ] || status=1
exit $status
