#!/usr/bin/env bash
# Builds the API probe (bindgen-tests/api-compat) against upstream bindgen
# 0.73.2 from crates.io instead of this repository's bindgen. The probe must
# compile against both: if it fails here, the probe uses something upstream
# does not have, and the probe (not our library) is wrong.
#
# Usage: scripts/api_compat_upstream.sh   (needs network access to crates.io
# unless bindgen 0.73.2 is already in the cargo cache)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$repo/bindgen-tests/api-compat/." "$work/"
rm -rf "$work/target" "$work/Cargo.lock"
# Swap the path dependency for the published crate, nothing else.
sed -i 's|^bindgen = { path = "../../bindgen" }$|bindgen = "=0.73.2"|' "$work/Cargo.toml"
grep -q '^bindgen = "=0.73.2"$' "$work/Cargo.toml" || {
  echo "api_compat_upstream: could not swap the bindgen dependency" >&2
  exit 1
}
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target/api-compat-upstream}" \
  cargo check --manifest-path "$work/Cargo.toml" "$@"
echo "api_compat_upstream: the probe compiles against upstream bindgen 0.73.2"
