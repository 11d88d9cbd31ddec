#!/usr/bin/env bash
# Sets up a fresh Debian machine (libclang, clang) and generates bindings for the bundled
# example header, then compiles them to prove they build and pass their layout checks.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${SKIP_APT:-}" ] && ! command -v clang >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq libclang-dev clang >/dev/null
fi
cargo build --release -p bindgen-cli
./target/release/bindgen examples/demo.h -o target/demo_bindings.rs
cat target/demo_bindings.rs
rustc --edition 2021 --crate-type lib target/demo_bindings.rs -o target/libdemo_bindings.rlib -A warnings
echo "demo: bindings generated and compiled (target/demo_bindings.rs)"
