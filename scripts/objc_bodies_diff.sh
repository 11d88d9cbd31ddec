#!/usr/bin/env bash
# The message sends of the Objective-C goldens against upstream 0.73.2.
#
# scripts/upstream_diff.sh compares signatures item by item (tools/api-diff)
# but not function bodies, and for Objective-C the body is what matters:
# `msg_send!(*self, setWidth: w height: h)` names the selector sent. This
# runs our CLI and upstream's on every Objective-C golden (`-x objective-c`
# on its flag line) and compares, in order, the lines of both outputs that
# send a message or test a class (`msg_send`, `class!`), as rustfmt laid
# them out.
#
#   usage: scripts/objc_bodies_diff.sh [HEADER...]
#
# Environment: UPSTREAM_ROOT (default /opt/upstream-0.73.2; installed there
# when missing), OUT (default
# target/objc-bodies-diff). Exit status 1 when some golden differs or a run
# fails, 0 otherwise.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
up_bin=${UPSTREAM_ROOT:-/opt/upstream-0.73.2}/bin/bindgen
out=${OUT:-$root/target/objc-bodies-diff}
up_root=${UPSTREAM_ROOT:-/opt/upstream-0.73.2}
if ! "$up_bin" --version 2>/dev/null | grep -qx 'bindgen 0.73.2'; then
  echo "installing bindgen-cli 0.73.2 into $up_root" >&2
  cargo install bindgen-cli --version 0.73.2 --locked --root "$up_root" >&2 || {
    echo "cannot install bindgen-cli 0.73.2" >&2
    exit 2
  }
fi
(cd "$root" && cargo build -q -p bindgen-cli -p api-diff) || exit 2
ours_bin=$root/target/debug/bindgen
api_diff=$root/target/debug/api-diff

if [ $# -gt 0 ]; then
  inputs=("$@")
else
  mapfile -t inputs < <(grep -l '^// bindgen-flags:.*-x objective-c' "$root"/bindgen-tests/headers/*.h)
fi
rm -rf "$out"
mkdir -p "$out"
same=0 differ=0 failed=0 sends=0
for h in "${inputs[@]}"; do
  name=$(basename "$h" .h)
  flags=()
  while IFS= read -r -d '' w; do flags+=("$w"); done < <("$api_diff" flags "$h")
  if ! "$ours_bin" "$h" "${flags[@]}" > "$out/$name.ours.rs" 2> /dev/null \
    || ! "$up_bin" "$h" "${flags[@]}" > "$out/$name.upstream.rs" 2> /dev/null; then
    echo "== $name: a run failed"
    failed=$((failed + 1))
    continue
  fi
  for side in ours upstream; do
    grep -E 'msg_send|class ?!' "$out/$name.$side.rs" > "$out/$name.$side.sends" || true
  done
  n=$(wc -l < "$out/$name.upstream.sends")
  sends=$((sends + n))
  if diff -u "$out/$name.upstream.sends" "$out/$name.ours.sends" > "$out/$name.diff"; then
    same=$((same + 1))
  else
    echo "== $name: message sends differ (upstream -, ours +)"
    cat "$out/$name.diff"
    differ=$((differ + 1))
  fi
done
echo "objc bodies: ${#inputs[@]} goldens, $sends send lines; $same identical, $differ differ, $failed failed"
[ $((differ + failed)) -eq 0 ]
