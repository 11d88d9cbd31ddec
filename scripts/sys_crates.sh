#!/usr/bin/env bash
# Real -sys crates from crates.io, built with OUR bindgen.
#
# For each checked crate this writes a small consumer crate into a scratch
# directory. The consumer depends on the -sys crate (with its bindgen
# feature, so the bindings are generated at build time) and on the safe
# wrapper crate above it, and its `[patch.crates-io]` replaces crates.io's
# bindgen with this repository's. Then, per consumer:
#
#   patched  every bindgen in `cargo tree` is one of our paths (a patch that does not
#            match the version requirement is silently ignored by cargo, so
#            this is checked, not assumed)
#   build    `cargo build`
#   test     `cargo test`: the consumer's own tests, which call into the C
#            library through the generated bindings and check real results
#            (a digest, a query result, a round trip); for libbpf-sys also
#            `cargo test -p libbpf-sys`, the crate's own tests
#
# and prints a table `crate | patched | build | test`. Exit status 1 when
# any cell is not `ok`.
#
# Several of these crates still require bindgen 0.72 (`^0.72.0`); a patch
# with our 0.73.2 would not apply to them. Every consumer is therefore given
# the whole block `bindgen-compat patch-block` writes: our library for 0.73
# and the generated compatibility packages (compat/bindgen-0.NN, bindgen
# 0.69-0.72's interfaces over our library) for the older lines; cargo uses
# the entries that match.
#
#   usage: scripts/sys_crates.sh [CRATE...]
#          CRATE: openssl nettle libbpf sqlite zstd sqlite069 libbpf070
#                 zstd071 sqlite072 (default: all)
#
# The last four pin a -sys crate at a version whose build script asks for
# an older bindgen line (0.69, 0.70, 0.71, 0.72): they build with the
# compatibility package of that line, and their twin builds with crates.io's
# bindgen of that same line (no patch), so the comparison is with upstream
# at that version. The first five compare with upstream 0.73.2.
#
# Environment:
#   OUT        scratch directory (default target/sys-crates): one directory
#              per consumer with tree.log, build.log, test.log; a shared
#              cargo target directory; table.txt
#   SKIP_APT   when set, missing Debian packages are not installed
#
# Needs network access to crates.io (and the Debian mirror unless SKIP_APT).
# Takes 3-5 minutes from an empty OUT on 2 cores (vendored libbpf, zstd and
# SQLite are compiled from C, and everything twice, once per bindgen); not
# part of .ci/run for that reason.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-$root/target/sys-crates}
mkdir -p "$out"
out=$(cd "$out" && pwd)
export CARGO_TARGET_DIR=$out/target
export CARGO_TERM_COLOR=never

all=(openssl nettle libbpf sqlite zstd sqlite069 libbpf070 zstd071 sqlite072)
if [ $# -gt 0 ]; then sel=("$@"); else sel=("${all[@]}"); fi
for c in "${sel[@]}"; do
  case " ${all[*]} " in *" $c "*) ;; *) echo "unknown crate '$c' (known: ${all[*]})" >&2; exit 2 ;; esac
done

# Debian packages: the C libraries and headers the -sys crates link against
# or generate bindings from, plus the tools their build scripts run.
if [ -z "${SKIP_APT:-}" ]; then
  need=""
  for p in pkg-config make clang libclang-dev libssl-dev nettle-dev libgmp-dev \
    libelf-dev zlib1g-dev; do
    dpkg -s "$p" >/dev/null 2>&1 || need="$need $p"
  done
  if [ -n "$need" ]; then
    echo "apt-get install:$need" >&2
    apt-get update -qq
    # shellcheck disable=SC2086 # one word per package
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  fi
fi

# Upstream bindgen 0.73.2, the reference: its published crate unpacked
# twice, as 0.73.2 and (manifest version changed only) as a 0.72 alias, so
# that the twin consumers build the same -sys crates with it and the
# generated bindings can be compared. NO_UPSTREAM=1 skips this.
up_dir=$out/upstream-bindgen
if [ -z "${NO_UPSTREAM:-}" ] && [ ! -f "$up_dir/0.72/Cargo.toml" ]; then
  mkdir -p "$up_dir/fetch/src"
  printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\nbindgen = "=0.73.2"\n[workspace]\n' \
    > "$up_dir/fetch/Cargo.toml"
  : > "$up_dir/fetch/src/lib.rs"
  (cd "$up_dir/fetch" && cargo fetch -q) || { echo "cannot fetch bindgen 0.73.2 from crates.io" >&2; exit 2; }
  crate=$(ls "${CARGO_HOME:-$HOME/.cargo}"/registry/cache/*/bindgen-0.73.2.crate | head -1)
  for v in 0.73 0.72; do
    rm -rf "$up_dir/$v" && mkdir -p "$up_dir/$v"
    tar -xzf "$crate" -C "$up_dir/$v" --strip-components=1
    printf '\n[workspace]\n' >> "$up_dir/$v/Cargo.toml"
  done
  sed -i '0,/^version = "0.73.2"/s//version = "0.72.1+upstream-0.73.2"/' "$up_dir/0.72/Cargo.toml"
fi

# consumer NAME DEPENDENCIES TESTS [line]: writes $out/NAME with the given
# `[dependencies]` lines and the body of its `#[cfg(test)] mod tests`, and
# its twin $out/upstream/NAME, patched with upstream 0.73.2 instead (with
# `line`: not patched, so built with crates.io's bindgen of its own line).
consumer() {
  write_consumer "$out/$1" "$1" "$2" "$3" "$ours_patch"
  if [ "${4:-}" = line ]; then
    write_consumer "$out/upstream/$1" "$1" "$2" "$3" ""
  else
    write_consumer "$out/upstream/$1" "$1" "$2" "$3" "bindgen = { path = \"$up_dir/0.73\" }
bindgen_072 = { package = \"bindgen\", path = \"$up_dir/0.72\" }"
  fi
}

# Our block: the library for 0.73, the compatibility packages for 0.69-0.72.
ours_patch="bindgen = { path = \"$root/bindgen\" }"
for l in 069 070 071 072; do
  ours_patch="$ours_patch
bindgen_$l = { package = \"bindgen\", path = \"$root/compat/bindgen-0.${l:1}\" }"
done

# write_consumer DIR NAME DEPENDENCIES TESTS PATCH_LINES
write_consumer() {
  mkdir -p "$1/src"
  cat > "$1/Cargo.toml" <<EOF
[package]
name = "sys-check-$2"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
$3

[patch.crates-io]
$5

[workspace]
EOF
  cat > "$1/src/lib.rs" <<EOF
//! Consumer written by scripts/sys_crates.sh: exercises the C library
//! through bindings generated at build time.

#[cfg(test)]
mod tests {
$4
}
EOF
}

# Lowercase hex of a byte slice, for the digest tests.
hex_fn='    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }'

consumer openssl 'openssl-sys = { version = "0.9", features = ["bindgen"] }
openssl = "0.10"' "$hex_fn

    #[test]
    fn sha256_of_abc() {
        let digest = openssl::sha::sha256(b\"abc\");
        assert_eq!(
            hex(&digest),
            \"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\"
        );
    }

    #[test]
    fn hmac_sha256_through_pkey_signer() {
        use openssl::{hash::MessageDigest, pkey::PKey, sign::Signer};
        // RFC 4231 test case 2.
        let key = PKey::hmac(b\"Jefe\").unwrap();
        let mut signer = Signer::new(MessageDigest::sha256(), &key).unwrap();
        signer.update(b\"what do ya want for nothing?\").unwrap();
        assert_eq!(
            hex(&signer.sign_to_vec().unwrap()),
            \"5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843\"
        );
    }

    #[test]
    fn library_version_is_1_1_or_later() {
        assert!(openssl::version::number() >= 0x1010_0000);
    }"

consumer nettle 'nettle-sys = "2.3"
nettle = "7"' "$hex_fn

    #[test]
    fn sha256_of_abc() {
        use nettle::hash::{Hash, Sha256};
        let mut h = Sha256::default();
        h.update(b\"abc\");
        let mut digest = vec![0u8; h.digest_size()];
        h.digest(&mut digest);
        assert_eq!(
            hex(&digest),
            \"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\"
        );
    }

    // RSA goes through gmp's mpz_t (an array typedef) in nettle's API.
    #[test]
    fn rsa_sign_and_verify() {
        use nettle::{hash::Sha256, hash::Hash, random::Yarrow, rsa};
        let mut rng = Yarrow::from_seed(&[7u8; 32]);
        let (public, private) = rsa::generate_keypair(&mut rng, 1024).unwrap();
        let mut signature = vec![0u8; 128];
        let mut h = Sha256::default();
        h.update(b\"message\");
        rsa::sign_pkcs1(&public, &private, &mut h, &mut rng, &mut signature).unwrap();
        let mut h = Sha256::default();
        h.update(b\"message\");
        assert!(rsa::verify_pkcs1(&public, &mut h, &signature).unwrap());
        let mut h = Sha256::default();
        h.update(b\"massage\");
        assert!(!rsa::verify_pkcs1(&public, &mut h, &signature).unwrap());
    }"

consumer libbpf 'libbpf-sys = { version = "1", features = ["bindgen"] }' '    #[test]
    fn libbpf_version() {
        let major = unsafe { libbpf_sys::libbpf_major_version() };
        let minor = unsafe { libbpf_sys::libbpf_minor_version() };
        assert_eq!(major, 1);
        let s = unsafe { std::ffi::CStr::from_ptr(libbpf_sys::libbpf_version_string()) };
        assert_eq!(s.to_str().unwrap(), format!("v{major}.{minor}"));
    }

    #[test]
    fn bpf_insn_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<libbpf_sys::bpf_insn>(), 8);
    }'

consumer sqlite 'libsqlite3-sys = { version = "*", features = ["buildtime_bindgen", "bundled"] }
rusqlite = "*"' '    #[test]
    fn in_memory_query() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (name TEXT, n INTEGER)").unwrap();
        for (name, n) in [("a", 20), ("b", 22)] {
            conn.execute("INSERT INTO t VALUES (?1, ?2)", rusqlite::params![name, n])
                .unwrap();
        }
        let sum: i64 = conn.query_row("SELECT sum(n) FROM t", [], |r| r.get(0)).unwrap();
        assert_eq!(sum, 42);
        let name: String = conn
            .query_row("SELECT name FROM t WHERE n = ?1", [22], |r| r.get(0))
            .unwrap();
        assert_eq!(name, "b");
    }

    #[test]
    fn library_version_matches_header() {
        // The safe crate reports the version of the C library itself.
        assert_eq!(rusqlite::version_number(), unsafe {
            libsqlite3_sys::sqlite3_libversion_number()
        });
    }'

consumer zstd 'zstd-sys = { version = "2", features = ["bindgen"] }
zstd = "*"' '    #[test]
    fn round_trip() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        let packed = zstd::encode_all(&data[..], 3).unwrap();
        assert!(packed.len() < data.len() / 10);
        assert_eq!(zstd::decode_all(&packed[..]).unwrap(), data);
    }

    #[test]
    fn version_number() {
        let v = unsafe { zstd_sys::ZSTD_versionNumber() };
        assert!(v >= 10500, "{v}");
    }'

# One crate per older bindgen line, pinned so that the line does not drift
# when the crates move on. Their tests call the C library through the raw
# bindings.
sqlite_raw_tests='    use libsqlite3_sys as ffi;

    #[test]
    fn in_memory_sum() {
        unsafe {
            let mut db = std::ptr::null_mut();
            assert_eq!(ffi::sqlite3_open(c":memory:".as_ptr(), &mut db), ffi::SQLITE_OK as i32);
            let sql = c"CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (20), (22);";
            let rc = ffi::sqlite3_exec(db, sql.as_ptr(), None, std::ptr::null_mut(), std::ptr::null_mut());
            assert_eq!(rc, ffi::SQLITE_OK as i32);
            let mut stmt = std::ptr::null_mut();
            let rc = ffi::sqlite3_prepare_v2(db, c"SELECT sum(n) FROM t".as_ptr(), -1, &mut stmt, std::ptr::null_mut());
            assert_eq!(rc, ffi::SQLITE_OK as i32);
            assert_eq!(ffi::sqlite3_step(stmt), ffi::SQLITE_ROW as i32);
            assert_eq!(ffi::sqlite3_column_int64(stmt, 0), 42);
            ffi::sqlite3_finalize(stmt);
            assert_eq!(ffi::sqlite3_close(db), ffi::SQLITE_OK as i32);
        }
    }

    #[test]
    fn library_version() {
        let n = unsafe { ffi::sqlite3_libversion_number() };
        assert!(n >= 3_040_000, "{n}");
        let s = unsafe { std::ffi::CStr::from_ptr(ffi::sqlite3_libversion()) };
        assert!(s.to_str().unwrap().starts_with("3."));
    }'

consumer sqlite069 'libsqlite3-sys = { version = "=0.30.1", features = ["buildtime_bindgen", "bundled"] }' \
  "$sqlite_raw_tests" line
consumer sqlite072 'libsqlite3-sys = { version = "=0.35.0", features = ["buildtime_bindgen", "bundled"] }' \
  "$sqlite_raw_tests" line

consumer libbpf070 'libbpf-sys = { version = "=1.5.0", features = ["bindgen"] }' '    #[test]
    fn libbpf_version() {
        let major = unsafe { libbpf_sys::libbpf_major_version() };
        let minor = unsafe { libbpf_sys::libbpf_minor_version() };
        assert_eq!((major, minor), (1, 5));
        let s = unsafe { std::ffi::CStr::from_ptr(libbpf_sys::libbpf_version_string()) };
        assert_eq!(s.to_str().unwrap(), "v1.5");
    }

    #[test]
    fn bpf_insn_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<libbpf_sys::bpf_insn>(), 8);
    }' line

consumer zstd071 'zstd-sys = { version = "=2.0.15", features = ["bindgen"] }' '    use zstd_sys as z;

    #[test]
    fn round_trip() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        unsafe {
            let bound = z::ZSTD_compressBound(data.len());
            let mut packed = vec![0u8; bound];
            let n = z::ZSTD_compress(packed.as_mut_ptr().cast(), bound, data.as_ptr().cast(), data.len(), 3);
            assert_eq!(z::ZSTD_isError(n), 0);
            assert!(n < data.len() / 10, "{n}");
            let mut back = vec![0u8; data.len()];
            let m = z::ZSTD_decompress(back.as_mut_ptr().cast(), back.len(), packed.as_ptr().cast(), n);
            assert_eq!(m, data.len());
            assert_eq!(back, data);
        }
    }

    #[test]
    fn version_number() {
        assert_eq!(unsafe { z::ZSTD_versionNumber() } / 100, 105);
    }' line

# The -sys crate of each consumer and the file its build script writes the
# generated bindings to (in its OUT_DIR).
declare -A sys_crate=([openssl]=openssl-sys [nettle]=nettle-sys [libbpf]=libbpf-sys
  [sqlite]=libsqlite3-sys [zstd]=zstd-sys [sqlite069]=libsqlite3-sys [libbpf070]=libbpf-sys
  [zstd071]=zstd-sys [sqlite072]=libsqlite3-sys)
declare -A sys_file=([openssl]=bindgen.rs [nettle]=bindings.rs [libbpf]=bindings.rs
  [sqlite]=bindgen.rs [zstd]=bindings.rs [sqlite069]=bindgen.rs [libbpf070]=bindings.rs
  [zstd071]=bindings.rs [sqlite072]=bindgen.rs)

# out_dir JSON CRATE: the OUT_DIR of CRATE's build script, from the JSON
# messages of a `cargo build --message-format=json-render-diagnostics`.
out_dir() {
  grep '"reason":"build-script-executed"' "$1" | grep -F "#$2@" |
    sed -n 's/.*"out_dir":"\([^"]*\)".*/\1/p' | tail -1
}

# compare NAME: the generated bindings of our build against upstream's,
# item by item with tools/api-diff (the comparator of upstream_diff.sh).
compare() {
  local name=$1 dir=$out/$1 updir=$out/upstream/$1 ours up
  ours=$(out_dir "$dir/build.json" "${sys_crate[$name]}")/${sys_file[$name]}
  [ -f "$ours" ] || { echo "no bindings ($ours)"; return; }
  if ! (cd "$updir" && CARGO_TARGET_DIR=$out/target-upstream \
    cargo build -p "${sys_crate[$name]}" --message-format=json-render-diagnostics) \
    > "$updir/build.json" 2> "$updir/build.log"; then
    echo "upstream build FAIL"
    return
  fi
  up=$(out_dir "$updir/build.json" "${sys_crate[$name]}")/${sys_file[$name]}
  cp "$ours" "$dir/bindings.ours.rs"
  cp "$up" "$dir/bindings.upstream.rs"
  if cmp -s "$ours" "$up"; then echo "identical bytes"; return; fi
  "$api_diff" compare --label "sys_$name" --allow "$root/scripts/upstream_diff.allow" \
    --book "$root/book/src/differences.md" "$ours" "$up" > "$dir/api-diff.txt" 2>&1
  case $? in
    0|1) grep "^==" "$dir/api-diff.txt" | sed "s/^== sys_$name: //" ;;
    *) echo "comparator error" ;;
  esac
}

# run_check NAME: fills the row of NAME.
declare -A row
status=0
run_check() {
  local name=$1 dir=$out/$1 patched build test vs=- t0
  t0=$(date +%s)
  echo "== $name" >&2
  # The whole graph, one package a line: a consumer on an older line has
  # two bindgens (the compatibility package and the library under it), for
  # which `cargo tree -i bindgen` would be ambiguous.
  if (cd "$dir" && cargo tree --prefix none -e normal,build,dev) > "$dir/tree.log" 2>&1; then
    # Every bindgen in the graph must be ours (library or compat package).
    if grep -E '^bindgen v' "$dir/tree.log" | grep -qvE "\(($root/bindgen|$root/compat/bindgen-0\.[0-9]+)\)"; then
      patched="NO"
    elif grep -qE '^bindgen v' "$dir/tree.log"; then
      patched="ok $(grep -oE '^bindgen v[^ ]+' "$dir/tree.log" | cut -d' ' -f2 | sort -u | paste -sd+)"
    else
      patched="NO"
    fi
  else
    patched="FAIL"
  fi
  if (cd "$dir" && cargo build --message-format=json-render-diagnostics) \
    > "$dir/build.json" 2> "$dir/build.log"; then
    build=ok
  else
    build=FAIL
  fi
  if [ "$build" = ok ] && (cd "$dir" && cargo test) > "$dir/test.log" 2>&1; then
    test="ok $(grep -oE '[0-9]+ passed' "$dir/test.log" | awk '{s+=$1} END {print s}') passed"
    if [ "${sys_crate[$name]}" = libbpf-sys ]; then
      if (cd "$dir" && cargo test -p libbpf-sys) > "$dir/test-sys.log" 2>&1; then
        test="$test; -p libbpf-sys: $(grep -oE '[0-9]+ passed' "$dir/test-sys.log" |
          awk '{s+=$1} END {print s}') passed"
      else
        test="FAIL (-p libbpf-sys)"
      fi
    fi
  elif [ "$build" = ok ]; then
    test=FAIL
  else
    test="-"
  fi
  [ -z "${NO_UPSTREAM:-}" ] && vs=$(compare "$name")
  row[$name]="$patched | $build | $test | $vs | $(($(date +%s) - t0))s"
  case "$patched $build $test" in ok*" ok ok"*) ;; *) status=1 ;; esac
  echo "   $name | ${row[$name]}" >&2
}

if [ -z "${NO_UPSTREAM:-}" ]; then
  (cd "$root" && CARGO_TARGET_DIR=$root/target cargo build -q -p api-diff) || exit 2
  api_diff=$root/target/debug/api-diff
fi

start=$(date +%s)
for c in "${sel[@]}"; do run_check "$c"; done

{
  echo "crate | patched (cargo tree) | build | test | API vs upstream (0.73.2; its own line for the pinned four) | time"
  echo "--- | --- | --- | --- | --- | ---"
  for c in "${sel[@]}"; do echo "$c | ${row[$c]}"; done
  echo
  echo "total $(($(date +%s) - start))s; logs in $out/<crate>/"
} | tee "$out/table.txt"
exit $status
