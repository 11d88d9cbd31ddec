//! Prints one line per `ParseCallbacks` call bindgen makes while generating
//! bindings for a header (`probe HEADER [CLANG_ARGS...]`), every callback
//! answering "no opinion". Built against this repository's bindgen and
//! against upstream 0.73.2 (`scripts/callbacks_upstream.sh`), the two logs
//! show where the callbacks are asked differently.

use bindgen::callbacks::{
    AttributeInfo, DeriveInfo, DeriveTrait, DiscoveredItem, DiscoveredItemId,
    EnumVariantCustomBehavior, EnumVariantValue, FieldAttributeInfo, FieldInfo, ImplementsTrait,
    IntKind, ItemInfo, MacroParsingBehavior, ParseCallbacks, SourceLocation,
};
use std::sync::{Arc, Mutex};

#[derive(Debug)]
struct Log(Arc<Mutex<Vec<String>>>);

impl Log {
    fn line(&self, s: String) {
        self.0.lock().expect("log lock").push(s);
    }
}

fn tokens(v: &[&[u8]]) -> String {
    let t: Vec<String> = v
        .iter()
        .map(|t| String::from_utf8_lossy(t).into_owned())
        .collect();
    t.join(" ")
}

impl ParseCallbacks for Log {
    fn will_parse_macro(&self, name: &str) -> MacroParsingBehavior {
        self.line(format!("will_parse_macro {name}"));
        MacroParsingBehavior::Default
    }
    fn generated_name_override(&self, i: ItemInfo<'_>) -> Option<String> {
        self.line(format!("generated_name_override {} {:?}", i.name, i.kind));
        None
    }
    fn generated_link_name_override(&self, i: ItemInfo<'_>) -> Option<String> {
        self.line(format!(
            "generated_link_name_override {} {:?}",
            i.name, i.kind
        ));
        None
    }
    fn int_macro(&self, name: &str, v: i64) -> Option<IntKind> {
        self.line(format!("int_macro {name} {v}"));
        None
    }
    fn str_macro(&self, name: &str, v: &[u8]) {
        self.line(format!("str_macro {name} {:?}", String::from_utf8_lossy(v)));
    }
    fn func_macro(&self, name: &str, v: &[&[u8]]) {
        self.line(format!("func_macro {name} {}", tokens(v)));
    }
    fn enum_variant_behavior(
        &self,
        e: Option<&str>,
        v: &str,
        val: EnumVariantValue,
    ) -> Option<EnumVariantCustomBehavior> {
        self.line(format!("enum_variant_behavior {e:?} {v} {val:?}"));
        None
    }
    fn enum_variant_name(&self, e: Option<&str>, v: &str, val: EnumVariantValue) -> Option<String> {
        self.line(format!("enum_variant_name {e:?} {v} {val:?}"));
        None
    }
    fn item_name(&self, i: ItemInfo<'_>) -> Option<String> {
        self.line(format!("item_name {} {:?}", i.name, i.kind));
        None
    }
    fn blocklisted_type_implements_trait(
        &self,
        name: &str,
        t: DeriveTrait,
    ) -> Option<ImplementsTrait> {
        self.line(format!("blocklisted_type_implements_trait {name} {t:?}"));
        None
    }
    fn add_derives(&self, i: &DeriveInfo<'_>) -> Vec<String> {
        self.line(format!("add_derives {} {:?}", i.name, i.kind));
        vec![]
    }
    fn add_attributes(&self, i: &AttributeInfo<'_>) -> Vec<String> {
        self.line(format!("add_attributes {} {:?}", i.name, i.kind));
        vec![]
    }
    fn process_comment(&self, c: &str) -> Option<String> {
        self.line(format!("process_comment {c:?}"));
        None
    }
    fn field_attributes(&self, i: &FieldAttributeInfo<'_>) -> Vec<String> {
        self.line(format!(
            "field_attributes {} {:?} {} {:?}",
            i.type_name, i.type_kind, i.field_name, i.field_type_name
        ));
        vec![]
    }
    fn field_visibility(&self, i: FieldInfo<'_>) -> Option<bindgen::FieldVisibilityKind> {
        self.line(format!(
            "field_visibility {} {} {:?}",
            i.type_name, i.field_name, i.field_type_name
        ));
        None
    }
    fn new_item_found(
        &self,
        _id: DiscoveredItemId,
        item: DiscoveredItem,
        loc: Option<&SourceLocation>,
    ) {
        // Ids are each implementation's own numbering: left out.
        let item = format!("{item:?}");
        let item = strip_ids(&item);
        let at = loc.map(|l| (l.line, l.col, l.byte_offset));
        self.line(format!("new_item_found {item} {at:?}"));
    }
}

/// `DiscoveredItemId(123)` -> `DiscoveredItemId(_)`.
fn strip_ids(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find("DiscoveredItemId(") {
        let (head, tail) = rest.split_at(at + "DiscoveredItemId(".len());
        out.push_str(head);
        out.push('_');
        rest = tail.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(header) = args.next() else {
        eprintln!("usage: probe HEADER [CLANG_ARGS...]");
        std::process::exit(2);
    };
    let log = Arc::new(Mutex::new(Vec::new()));
    let result = bindgen::Builder::default()
        .header(header)
        .clang_args(args)
        .blocklist_type("blocked_t")
        .blocklist_type("geo::Blocked")
        .layout_tests(false)
        .parse_callbacks(Box::new(Log(log.clone())))
        .generate();
    if let Err(e) = result {
        println!("generation failed: {e}");
    }
    for l in log.lock().expect("log lock").iter() {
        println!("{l}");
    }
}
