#!/usr/bin/env bash
# Compares this tree's bindgen output with an earlier revision's, header by header,
# over the system headers (every /usr/include/*.h, linux/*.h and sys/*.h). Prints
# one line per header whose output or exit status differs. A change that should not
# alter output (a faster path, a refactor) must print nothing.
#
# usage: scripts/compare_with_rev.sh REV [extra bindgen flags...]
# The old revision is built once into target/compare-REV (a git worktree).
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/compare_with_rev.sh REV [flags...]}
shift
root=$PWD
old=$root/target/compare-$rev
if [ ! -x "$old/target/release/bindgen" ]; then
  rm -rf "$old"
  git worktree add -f -q "$old" "$rev"
  (cd "$old" && CARGO_TARGET_DIR="$old/target" cargo build --release -q -p bindgen-cli)
fi
cargo build --release -q -p bindgen-cli
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
shopt -s nullglob
for h in /usr/include/*.h /usr/include/linux/*.h /usr/include/*/sys/*.h; do
  a=0; b=0
  timeout 60 "$old/target/release/bindgen" "$h" "$@" -o "$scratch/a.rs" >/dev/null 2>&1 || a=$?
  timeout 60 "$root/target/release/bindgen" "$h" "$@" -o "$scratch/b.rs" >/dev/null 2>&1 || b=$?
  if [ "$a" != "$b" ]; then
    echo "exit status differs: $h ($a -> $b)"
  elif [ "$a" = 0 ] && ! cmp -s "$scratch/a.rs" "$scratch/b.rs"; then
    echo "output differs: $h ($(diff "$scratch/a.rs" "$scratch/b.rs" | grep -c '^[<>]') lines)"
  fi
done
