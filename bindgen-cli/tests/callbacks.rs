//! Every `ParseCallbacks` method is called, with the documented effect.

use bindgen::callbacks::{
    AttributeInfo, DeriveInfo, DeriveTrait, DiscoveredItem, DiscoveredItemId,
    EnumVariantCustomBehavior, EnumVariantValue, FieldAttributeInfo, FieldInfo, ImplementsTrait,
    IntKind, ItemInfo, ItemKind, MacroParsingBehavior, ParseCallbacks, Token, TypeKind,
};
use bindgen::{Builder, FieldVisibilityKind};
use std::cell::RefCell;
use std::rc::Rc;

/// Records every call (as one line of text) and steers a few names.
#[derive(Debug, Default)]
struct Recorder {
    log: Rc<RefCell<Vec<String>>>,
}

impl Recorder {
    fn note(&self, s: String) {
        self.log.borrow_mut().push(s);
    }
}

impl ParseCallbacks for Recorder {
    fn will_parse_macro(&self, name: &str) -> MacroParsingBehavior {
        self.note(format!("will_parse_macro {name}"));
        if name == "DROPPED" {
            MacroParsingBehavior::Ignore
        } else {
            MacroParsingBehavior::Default
        }
    }
    fn generated_name_override(&self, info: ItemInfo<'_>) -> Option<String> {
        (info.name == "c_fn" && matches!(info.kind, ItemKind::Function))
            .then(|| "rust_fn".to_string())
    }
    fn generated_link_name_override(&self, info: ItemInfo<'_>) -> Option<String> {
        (info.name == "other").then(|| "other_impl".to_string())
    }
    fn modify_macro(&self, name: &str, tokens: &mut Vec<Token>) {
        self.note(format!("modify_macro {name} {}", tokens.len()));
    }
    fn int_macro(&self, name: &str, value: i64) -> Option<IntKind> {
        self.note(format!("int_macro {name} {value}"));
        (name == "SMALL").then_some(IntKind::U8)
    }
    fn str_macro(&self, name: &str, value: &[u8]) {
        self.note(format!(
            "str_macro {name} {}",
            String::from_utf8_lossy(value)
        ));
    }
    fn func_macro(&self, name: &str, value: &[&[u8]]) {
        let body: Vec<String> = value
            .iter()
            .map(|t| String::from_utf8_lossy(t).into_owned())
            .collect();
        self.note(format!("func_macro {name} {}", body.join(" ")));
    }
    fn enum_variant_behavior(
        &self,
        _e: Option<&str>,
        variant: &str,
        _v: EnumVariantValue,
    ) -> Option<EnumVariantCustomBehavior> {
        (variant == "HIDDEN_V").then_some(EnumVariantCustomBehavior::Hide)
    }
    fn enum_variant_name(
        &self,
        _e: Option<&str>,
        variant: &str,
        _v: EnumVariantValue,
    ) -> Option<String> {
        (variant == "RENAME_ME").then(|| "Renamed".to_string())
    }
    fn item_name(&self, info: ItemInfo<'_>) -> Option<String> {
        match info.name {
            "old_t" => Some("NewT".to_string()),
            "old_var" => Some("new_var".to_string()),
            _ => None,
        }
    }
    fn header_file(&self, filename: &str) {
        self.note(format!("header_file {filename}"));
    }
    fn include_file(&self, filename: &str) {
        self.note(format!("include_file {filename}"));
    }
    fn read_env_var(&self, key: &str) {
        self.note(format!("read_env_var {key}"));
    }
    fn blocklisted_type_implements_trait(
        &self,
        name: &str,
        t: DeriveTrait,
    ) -> Option<ImplementsTrait> {
        self.note(format!("blocklisted_type_implements_trait {name} {t:?}"));
        (name == "Blocked").then_some(ImplementsTrait::Yes)
    }
    fn add_derives(&self, info: &DeriveInfo<'_>) -> Vec<String> {
        if info.name == "S" && info.kind == TypeKind::Struct {
            vec!["PartialEq".into()]
        } else {
            vec![]
        }
    }
    fn add_attributes(&self, info: &AttributeInfo<'_>) -> Vec<String> {
        if info.name == "S" {
            vec!["#[must_use]".into()]
        } else {
            vec![]
        }
    }
    fn process_comment(&self, comment: &str) -> Option<String> {
        Some(comment.replace("lowercase", "UPPERCASE"))
    }
    fn field_visibility(&self, info: FieldInfo<'_>) -> Option<FieldVisibilityKind> {
        self.note(format!(
            "field_visibility {}.{}",
            info.type_name, info.field_name
        ));
        (info.field_name == "secret").then_some(FieldVisibilityKind::Private)
    }
    fn field_attributes(&self, info: &FieldAttributeInfo<'_>) -> Vec<String> {
        if info.type_name == "S" && info.field_name == "a" && info.type_kind == TypeKind::Struct {
            vec!["#[allow(unused)]".into()]
        } else {
            vec![]
        }
    }
    fn new_item_found(
        &self,
        id: DiscoveredItemId,
        item: DiscoveredItem,
        _loc: Option<&bindgen::callbacks::SourceLocation>,
    ) {
        let _ = id;
        self.note(format!("new_item_found {item:?}"));
    }
}

const HEADER: &str = r#"
#include "inc.h"
#define SMALL 5
#define BIG 70000
#define DROPPED 1
#define GREETING "hi"
#define ADD(a, b) ((a) + (b))
/** a lowercase comment */
struct S { int a; int secret; unsigned flag : 1; };
typedef int old_t;
struct Blocked { int x; };
typedef struct Blocked Blocked;
struct HasBlocked { Blocked b; };
enum E { KEEP_V, HIDDEN_V, RENAME_ME };
int c_fn(void);
int other(void);
extern int old_var;
"#;

fn run() -> (String, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("inc.h"), "typedef int included_t;\n").unwrap();
    let header = dir.path().join("cb.h");
    std::fs::write(&header, HEADER).unwrap();
    let log = Rc::new(RefCell::new(Vec::new()));
    let out = Builder::default()
        .header(header.to_str().unwrap())
        .blocklist_type("Blocked")
        .layout_tests(false)
        .parse_callbacks(Box::new(Recorder { log: log.clone() }))
        .generate()
        .expect("generation failed")
        .to_string();
    let log = log.borrow().clone();
    (out, log)
}

fn has(log: &[String], prefix: &str) -> bool {
    log.iter().any(|l| l.starts_with(prefix))
}

#[test]
fn every_callback_is_called() {
    let (out, log) = run();
    let dump = format!("{out}\n--- log ---\n{}", log.join("\n"));
    // Macros.
    assert!(has(&log, "will_parse_macro SMALL"), "{dump}");
    assert!(has(&log, "modify_macro SMALL"), "{dump}");
    assert!(has(&log, "int_macro SMALL 5"), "{dump}");
    assert!(out.contains("pub const SMALL: u8 = 5;"), "{dump}");
    assert!(has(&log, "int_macro BIG 70000"), "{dump}");
    assert!(!out.contains("DROPPED"), "{dump}");
    assert!(has(&log, "str_macro GREETING hi"), "{dump}");
    assert!(
        log.iter()
            .any(|l| l.starts_with("func_macro ADD(") && l.contains('+')),
        "{dump}"
    );
    // Inputs.
    assert!(
        log.iter()
            .any(|l| l.starts_with("header_file") && l.ends_with("cb.h")),
        "{dump}"
    );
    assert!(
        log.iter()
            .any(|l| l.starts_with("include_file") && l.ends_with("inc.h")),
        "{dump}"
    );
    assert!(has(&log, "read_env_var BINDGEN_EXTRA_CLANG_ARGS"), "{dump}");
    // Names.
    assert!(out.contains("pub type NewT = "), "{dump}");
    assert!(out.contains("pub fn rust_fn()"), "{dump}");
    assert!(out.contains("#[link_name = \"\\u{1}c_fn\"]"), "{dump}");
    assert!(
        out.contains("#[link_name = \"\\u{1}other_impl\"]"),
        "{dump}"
    );
    assert!(out.contains("pub static mut new_var:"), "{dump}");
    // Enums.
    assert!(!out.contains("HIDDEN_V"), "{dump}");
    assert!(out.contains("E_Renamed"), "{dump}");
    // Derives, attributes, comments, visibility.
    assert!(
        out.contains("#[derive(Debug, Copy, Clone, PartialEq)]"),
        "{dump}"
    );
    assert!(out.contains("#[must_use]"), "{dump}");
    assert!(out.contains("a UPPERCASE comment"), "{dump}");
    assert!(has(&log, "field_visibility S.a"), "{dump}");
    assert!(
        out.contains("pub a: ") && out.contains("    secret: ") && !out.contains("pub secret"),
        "{dump}"
    );
    assert!(has(&log, "field_visibility S.flag"), "{dump}");
    assert!(out.contains("#[allow(unused)]\n    pub a: "), "{dump}");
    // Blocklisted type: the callback says it is Copy/Debug, so its user derives them.
    assert!(
        has(&log, "blocklisted_type_implements_trait Blocked"),
        "{dump}"
    );
    assert!(
        out.contains("#[derive(Debug, Copy, Clone)]\npub struct HasBlocked"),
        "{dump}"
    );
    // Discovery.
    assert!(
        has(
            &log,
            "new_item_found Struct { original_name: Some(\"S\"), final_name: \"S\" }"
        ),
        "{dump}"
    );
    assert!(
        has(&log, "new_item_found Enum { final_name: \"E\" }"),
        "{dump}"
    );
    assert!(
        has(&log, "new_item_found Alias { alias_name: \"NewT\""),
        "{dump}"
    );
    assert!(
        has(&log, "new_item_found Function { final_name: \"rust_fn\" }"),
        "{dump}"
    );
}

/// Several callbacks: `Option` results come from the last one that answers,
/// `Vec` results are concatenated, notifications reach everyone.
#[test]
fn several_callbacks_combine() {
    #[derive(Debug)]
    struct Derive(&'static str, Rc<RefCell<u32>>);
    impl ParseCallbacks for Derive {
        fn add_derives(&self, info: &DeriveInfo<'_>) -> Vec<String> {
            if info.name == "T" {
                vec![self.0.to_string()]
            } else {
                vec![]
            }
        }
        fn item_name(&self, info: ItemInfo<'_>) -> Option<String> {
            (info.name == "U").then(|| format!("U_{}", self.0))
        }
        fn header_file(&self, _filename: &str) {
            *self.1.borrow_mut() += 1;
        }
    }
    let count = Rc::new(RefCell::new(0));
    let out = Builder::default()
        .header_contents("several.h", "struct T { int a; };\nstruct U { int b; };\n")
        .layout_tests(false)
        .parse_callbacks(Box::new(Derive("PartialEq", count.clone())))
        .parse_callbacks(Box::new(Derive("Eq", count.clone())))
        .generate()
        .unwrap()
        .to_string();
    assert!(
        out.contains("#[derive(Debug, Copy, Clone, PartialEq, Eq)]"),
        "{out}"
    );
    assert!(out.contains("pub struct U_Eq"), "{out}");
    let _ = count;
}

/// `field_name` ([main]) renames data fields everywhere they are named, layout checks included.
#[test]
fn field_name_renames_fields() {
    #[derive(Debug)]
    struct Renamer;
    impl ParseCallbacks for Renamer {
        fn field_name(&self, info: FieldInfo<'_>) -> Option<String> {
            (info.type_name == "point" && info.field_name == "x").then(|| "horizontal".to_string())
        }
    }
    let out = Builder::default()
        .header_contents("fieldname.h", "struct point { int x; int y; };\n")
        .parse_callbacks(Box::new(Renamer))
        .generate()
        .expect("generation failed")
        .to_string();
    assert!(
        out.contains("pub horizontal: ::std::os::raw::c_int,"),
        "{out}"
    );
    assert!(out.contains("offset_of!(point, horizontal)"), "{out}");
    assert!(out.contains("pub y: ::std::os::raw::c_int,"), "{out}");
}

/// A function-like macro `#undef`ined later is no longer in force at the end
/// of the input: callbacks do not hear of it (as upstream), nothing expands
/// it, and it never becomes a constant; one still defined is expanded. In C
/// and in C++ (whose definitions are read through clang's tokens).
#[test]
fn undefined_function_like_macros_are_gone() {
    let header = "#define GONE(x) ((x) * 2)\n#define KEPT(x) ((x) + 1)\n#undef GONE\n\
                  #define VIA_GONE GONE(3)\n#define VIA_KEPT KEPT(4)\n";
    for args in [&[][..], &["-x", "c++"][..]] {
        let log = Rc::new(RefCell::new(Vec::new()));
        let out = Builder::default()
            .header_contents("gone.h", header)
            .clang_args(args.iter().copied())
            .parse_callbacks(Box::new(Recorder { log: log.clone() }))
            .generate()
            .expect("generation failed")
            .to_string();
        let log = log.borrow().clone();
        let dump = format!("{args:?}\n{out}\n--- log ---\n{}", log.join("\n"));
        assert!(!has(&log, "func_macro GONE"), "{dump}");
        assert!(has(&log, "func_macro KEPT(x)"), "{dump}");
        assert!(!out.contains("GONE"), "{dump}");
        assert!(out.contains("pub const VIA_KEPT: u32 = 5;"), "{dump}");
    }
}

/// `item_name` renaming a record leaves the names composed from it as they
/// were: nested and anonymous types keep the record's C name as prefix
/// (and the callback is asked about those composed names), as upstream;
/// an anonymous enum's constants take the record's new name, as upstream.
#[test]
fn item_name_on_a_record_leaves_its_nested_types_alone() {
    #[derive(Debug)]
    struct Rename(Rc<RefCell<Vec<String>>>);
    impl ParseCallbacks for Rename {
        fn item_name(&self, info: ItemInfo<'_>) -> Option<String> {
            self.0.borrow_mut().push(info.name.to_string());
            (info.name == "Outer").then(|| "Renamed".to_string())
        }
    }
    let cases: [(&str, &[&str], &[&str]); 2] = [
        (
            "struct Outer { struct Inner { int x; }; Inner i; struct { int q; } anon; };\n",
            &["-x", "c++"],
            &[
                "pub struct Renamed {",
                "pub i: Outer_Inner,",
                "pub struct Outer_Inner {",
                "pub anon: Outer__bindgen_ty_1,",
            ],
        ),
        (
            "struct Outer { struct { int x; } a; enum { E1, E2 } e; };\n",
            &[],
            &[
                "pub struct Renamed {",
                "pub a: Outer__bindgen_ty_1,",
                "pub const Renamed_E1: Outer__bindgen_ty_2 = 0;",
            ],
        ),
    ];
    for (header, args, wanted) in cases {
        let asked = Rc::new(RefCell::new(Vec::new()));
        let out = Builder::default()
            .header_contents("rename.h", header)
            .clang_args(args.iter().copied())
            .layout_tests(false)
            .parse_callbacks(Box::new(Rename(asked.clone())))
            .generate()
            .expect("generation failed")
            .to_string();
        let asked = asked.borrow().join(" ");
        for w in wanted {
            assert!(out.contains(w), "missing `{w}`:\n{out}\nasked: {asked}");
        }
        assert!(
            !out.contains("Renamed_Inner") && !out.contains("Renamed__bindgen"),
            "{out}"
        );
        assert!(asked.contains("Outer__bindgen_ty_1"), "asked: {asked}");
    }
}

/// What the naming and field callbacks are asked in C++, as upstream asks
/// it (observed by running upstream 0.73.2's library on the same header):
/// the declaration's own name for `generated_name_override`, whose answer
/// replaces that part of the composed name; the C name of a field's type;
/// the bare tag of a C++ enum.
#[test]
fn cxx_callbacks_see_declaration_names() {
    #[derive(Debug)]
    struct Cxx(Rc<RefCell<Vec<String>>>);
    impl ParseCallbacks for Cxx {
        fn generated_name_override(&self, info: ItemInfo<'_>) -> Option<String> {
            self.0.borrow_mut().push(format!("override {}", info.name));
            matches!(info.name, "free_fn" | "area" | "count").then(|| format!("my_{}", info.name))
        }
        fn generated_link_name_override(&self, info: ItemInfo<'_>) -> Option<String> {
            self.0.borrow_mut().push(format!("link {}", info.name));
            None
        }
        fn field_visibility(&self, info: FieldInfo<'_>) -> Option<FieldVisibilityKind> {
            self.0.borrow_mut().push(format!(
                "field {}.{}: {:?}",
                info.type_name, info.field_name, info.field_type_name
            ));
            None
        }
        fn enum_variant_name(
            &self,
            enum_name: Option<&str>,
            variant: &str,
            _value: EnumVariantValue,
        ) -> Option<String> {
            self.0
                .borrow_mut()
                .push(format!("variant {enum_name:?} {variant}"));
            None
        }
        fn blocklisted_type_implements_trait(
            &self,
            name: &str,
            t: DeriveTrait,
        ) -> Option<ImplementsTrait> {
            self.0.borrow_mut().push(format!("implements {name} {t:?}"));
            None
        }
    }
    let header = "namespace geo {\n\
        struct Blocked { int b; };\n\
        class Shape { public: double area() const; static int count; enum Kind { Round };\n\
        struct Inner { int v; } inner; Kind kind; unsigned int id; Blocked *blocked; };\n\
        int free_fn(int); int free_fn(double);\n}\n";
    let log = Rc::new(RefCell::new(Vec::new()));
    let out = Builder::default()
        .header_contents("names.hpp", header)
        .blocklist_type("geo::Blocked")
        .layout_tests(false)
        .parse_callbacks(Box::new(Cxx(log.clone())))
        .generate()
        .expect("generation failed")
        .to_string();
    let log = log.borrow().clone();
    let dump = format!("{out}\n--- log ---\n{}", log.join("\n"));
    for asked in [
        "override free_fn",
        "link my_free_fn",
        "override area",
        "link my_area",
        "override count",
        "field geo_Shape.inner: Some(\"Inner\")",
        "field geo_Shape.kind: Some(\"Kind\")",
        "field geo_Shape.id: Some(\"unsigned int\")",
        "field geo_Shape.blocked: None",
        "variant Some(\"Kind\") Round",
        "implements Blocked Copy",
        "implements Blocked Debug",
    ] {
        assert!(
            log.iter().any(|l| l == asked),
            "not asked `{asked}`:\n{dump}"
        );
    }
    // Only about the traits the options derive.
    assert!(!has(&log, "implements Blocked Hash"), "{dump}");
    for emitted in [
        "pub fn geo_my_free_fn(",
        "pub fn geo_my_free_fn1(",
        "pub fn geo_Shape_my_area(",
        "pub unsafe fn my_area(&self)",
        "pub static mut geo_Shape_my_count:",
    ] {
        assert!(out.contains(emitted), "missing `{emitted}`:\n{dump}");
    }
}

/// `new_item_found` reports what upstream reports: a record named only by a
/// typedef under that name (and no separate alias), C++ methods' extern
/// declarations as functions, each wrapper of the class's `impl` as a
/// method of the class, and static data members as variables.
#[test]
fn discovery_matches_upstream_for_typedefs_and_classes() {
    #[derive(Debug)]
    struct Found(Rc<RefCell<Vec<String>>>);
    impl ParseCallbacks for Found {
        fn new_item_found(
            &self,
            _id: DiscoveredItemId,
            item: DiscoveredItem,
            _loc: Option<&bindgen::callbacks::SourceLocation>,
        ) {
            self.0.borrow_mut().push(format!("{item:?}"));
        }
    }
    let run = |name: &str, header: &str| {
        let log = Rc::new(RefCell::new(Vec::new()));
        Builder::default()
            .header_contents(name, header)
            .layout_tests(false)
            .parse_callbacks(Box::new(Found(log.clone())))
            .generate()
            .expect("generation failed");
        let log = log.borrow().clone();
        log
    };
    let c = run(
        "pair.h",
        "typedef struct { int a, b; } pair_t;\nvoid take(pair_t *p);\n",
    );
    assert!(
        c.iter()
            .any(|l| l
                .contains("Struct { original_name: Some(\"pair_t\"), final_name: \"pair_t\" }")),
        "{c:#?}"
    );
    assert!(!c.iter().any(|l| l.starts_with("Alias")), "{c:#?}");
    let cxx = run(
        "shape.hpp",
        "class Shape { public: Shape(); ~Shape(); int area() const; static int count; };\n",
    );
    for want in [
        "Function { final_name: \"Shape_Shape\" }",
        "Function { final_name: \"Shape_Shape_destructor\" }",
        "Function { final_name: \"Shape_area\" }",
        "Variable { final_name: \"Shape_count\" }",
    ] {
        assert!(cxx.iter().any(|l| l == want), "missing {want}: {cxx:#?}");
    }
    // Every wrapper in the class's `impl` is a method of the class.
    for wrapper in ["new", "destruct", "area"] {
        let want = format!("Method {{ final_name: \"{wrapper}\"");
        assert!(
            cxx.iter().any(|l| l.starts_with(&want)),
            "missing {want}: {cxx:#?}"
        );
    }
}
