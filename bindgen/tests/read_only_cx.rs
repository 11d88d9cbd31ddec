//! Checks that codegen's context `Cx` stays read-only: what a generator
//! writes goes to the explicit `Out` accumulator (errors, held externs,
//! emitted types, the helper types needed), so a function's signature
//! shows what it may write. The only interior mutability allowed in `Cx`
//! is `OnceCell`: caches of pure functions of the inputs, filled on first
//! use and the same whoever asks first.

use std::path::Path;

/// The lines of the body of `struct Cx` in `cx.rs`.
fn cx_fields(src: &str) -> Vec<&str> {
    let mut lines = src.lines().skip_while(|l| !l.contains("struct Cx<"));
    let _header = lines.next();
    lines
        .take_while(|l| !l.starts_with('}'))
        .map(str::trim)
        .filter(|l| !l.starts_with("//"))
        .collect()
}

/// The interior-mutable types a field of `Cx` must not hold.
fn writable_through_shared_ref(field: &str) -> bool {
    let without_once = field.replace("OnceCell<", "");
    [
        "Cell<",
        "RefCell<",
        "Mutex<",
        "RwLock<",
        "Atomic",
        "UnsafeCell<",
    ]
    .iter()
    .any(|t| without_once.contains(t))
}

#[test]
fn cx_has_no_interior_mutable_output() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/codegen/cx.rs");
    let src = std::fs::read_to_string(&path).expect("codegen/cx.rs");
    let fields = cx_fields(&src);
    // (The struct was found: its first inputs are there.)
    assert!(
        fields.iter().any(|f| f.starts_with("pub ir:")),
        "struct Cx not found in {}",
        path.display()
    );
    let bad: Vec<&&str> = fields
        .iter()
        .filter(|f| writable_through_shared_ref(f))
        .collect();
    assert!(
        bad.is_empty(),
        "Cx fields writable through &Cx (put outputs in `Out`): {bad:?}"
    );
}

#[test]
fn the_check_sees_what_it_looks_for() {
    let src = "pub(crate) struct Cx<'a> {\n    pub ir: &'a Ir,\n    // a Cell<u8> in a comment\n    needs: Cell<Needs>,\n    cache: std::cell::OnceCell<Vec<u8>>,\n}\nstruct Other { x: RefCell<u8> }\n";
    let fields = cx_fields(src);
    assert_eq!(fields.len(), 3);
    let bad: Vec<&&str> = fields
        .iter()
        .filter(|f| writable_through_shared_ref(f))
        .collect();
    assert_eq!(bad, [&"needs: Cell<Needs>,"]);
    assert!(writable_through_shared_ref("x: std::cell::RefCell<u8>,"));
    assert!(!writable_through_shared_ref(
        "list_paths: std::cell::OnceCell<HashMap<String, String>>,"
    ));
}
