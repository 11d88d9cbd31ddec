//! Writes one compatibility package per bindgen line from the description
//! (`compat/lines.toml`), the shim fragments it names, and the rustdoc JSON
//! of our library.
//!
//! A package is a facade: `pub use` of our whole library, shadowed where the
//! line differs. What every line needs is generated here from our library's
//! interface: a `Builder` newtype forwarding each method, an older
//! `ParseCallbacks` trait whose default methods behave as ours (they call our
//! trait's defaults), and the adapter that hands an implementor of the older
//! trait to our `Builder`. What only some lines need is a hand-written shim
//! fragment (`compat/shims/*.rs`) in sections:
//!
//! ```text
//! //# root       items of the crate root (shadowing our re-exports)
//! //# callbacks  items of `callbacks` (shadowing ours)
//! //# trait      methods of the older `ParseCallbacks`
//! //# adapter    methods of the adapter's impl of our `ParseCallbacks`
//! //# builder    methods of the `Builder` newtype
//! ```

use crate::render::{PathStyle, Render};
use crate::rustdoc::{kind_of, Docs, ItemRef, Target};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use toml::Table;

/// The name our library has inside each compatibility package.
pub const CORE: &str = "bindgen_073";

/// An error generating the packages.
#[derive(Debug)]
pub enum GenError {
    /// A file could not be read or written.
    Io(PathBuf, std::io::Error),
    /// The description is not valid TOML or lacks a field.
    Description(String),
    /// A forwarded item names a type the line replaces, and no shim
    /// provides the item.
    Unshimmed(String),
    /// Our library's rustdoc JSON could not be read.
    Doc(crate::rustdoc::DocError),
}

impl std::fmt::Display for GenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GenError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            GenError::Description(s) => write!(f, "description: {s}"),
            GenError::Unshimmed(s) => write!(
                f,
                "{s}: its signature names a replaced item; a shim must define it"
            ),
            GenError::Doc(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GenError {}

fn read(p: &Path) -> Result<String, GenError> {
    std::fs::read_to_string(p).map_err(|e| GenError::Io(p.into(), e))
}

/// Paths a facade's source can name; replaced items are reported.
struct SourcePaths {
    replaced: BTreeSet<String>,
    hits: std::cell::RefCell<Vec<String>>,
}

impl PathStyle for SourcePaths {
    fn path(&self, docs: &Docs, target: Option<Target>, written: &str) -> String {
        match target {
            Some(Target::Item(r)) => {
                let p = docs
                    .public
                    .get(&r)
                    .cloned()
                    .unwrap_or_else(|| docs.definition_path(&r).into_iter().skip(1).collect());
                let joined = p.join("::");
                if self.replaced.contains(&joined) {
                    self.hits.borrow_mut().push(joined.clone());
                }
                format!("{CORE}::{joined}")
            }
            Some(Target::Extern(p)) => std_source_path(&p),
            None => written.to_string(),
        }
    }
    fn names(&self) -> bool {
        true
    }
}

/// A nameable spelling of a standard library item (its defining module may
/// be private, `std::io::error::Result`).
fn std_source_path(p: &[String]) -> String {
    let last = p.last().map(String::as_str).unwrap_or_default();
    let public = match last {
        "String" => "::std::string::String",
        "Vec" => "::std::vec::Vec",
        "Option" => "::std::option::Option",
        "Box" => "::std::boxed::Box",
        "Result" if p.iter().any(|s| s == "io") => "::std::io::Result",
        "Result" => "::std::result::Result",
        "Into" => "::std::convert::Into",
        "AsRef" => "::std::convert::AsRef",
        "Path" => "::std::path::Path",
        "PathBuf" => "::std::path::PathBuf",
        "Write" => "::std::io::Write",
        "IntoIterator" => "::std::iter::IntoIterator",
        "Iterator" => "::std::iter::Iterator",
        "Fn" | "FnMut" | "FnOnce" => return format!("::std::ops::{last}"),
        "Send" | "Sync" | "Sized" => return format!("::std::marker::{last}"),
        "Debug" | "Display" => return format!("::std::fmt::{last}"),
        _ => return format!("::{}", crate::api::std_path(p)),
    };
    public.to_string()
}

/// One shim fragment, split into its sections.
#[derive(Default)]
struct Shim {
    sections: BTreeMap<String, String>,
}

fn parse_shim(text: &str) -> Shim {
    let mut shim = Shim::default();
    let mut current = String::from("root");
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("//# ") {
            current = name.trim().to_string();
            continue;
        }
        let s = shim.sections.entry(current.clone()).or_default();
        s.push_str(line);
        s.push('\n');
    }
    shim
}

fn strings(t: &Table, key: &str) -> Vec<String> {
    t.get(key)
        .and_then(|v| v.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Generates every line of `description` into `out` (one directory per
/// line, `bindgen-0.NN`); returns the directories written.
pub fn generate(
    description: &Path,
    core_json: &Path,
    out: &Path,
) -> Result<Vec<PathBuf>, GenError> {
    let desc: Table = read(description)?
        .parse()
        .map_err(|e: toml::de::Error| GenError::Description(e.to_string()))?;
    let base = description.parent().unwrap_or(Path::new("."));
    let core = crate::rustdoc::Doc::load(core_json).map_err(GenError::Doc)?;
    let docs = Docs::new(vec![core]).map_err(GenError::Doc)?;
    let core_path = desc
        .get("library-path")
        .and_then(|v| v.as_str())
        .ok_or_else(|| GenError::Description("`library-path` missing".into()))?;
    let shims = desc
        .get("shims")
        .and_then(|v| v.as_table())
        .cloned()
        .unwrap_or_default();
    let lines = desc
        .get("lines")
        .and_then(|v| v.as_table())
        .ok_or_else(|| GenError::Description("`lines` missing".into()))?;
    let mut written = Vec::new();
    for (line, spec) in lines {
        let spec = spec
            .as_table()
            .ok_or_else(|| GenError::Description(format!("lines.{line} is not a table")))?;
        let dir = out.join(format!("bindgen-{line}"));
        let (manifest, lib) = package(&docs, line, spec, &shims, base, core_path)?;
        std::fs::create_dir_all(dir.join("src")).map_err(|e| GenError::Io(dir.clone(), e))?;
        for (file, text) in [
            (dir.join("Cargo.toml"), manifest),
            (dir.join("src/lib.rs"), lib),
        ] {
            std::fs::write(&file, text).map_err(|e| GenError::Io(file.clone(), e))?;
        }
        written.push(dir);
    }
    Ok(written)
}

/// The manifest and `lib.rs` of one line.
fn package(
    docs: &Docs,
    line: &str,
    spec: &Table,
    shims: &Table,
    base: &Path,
    core_path: &str,
) -> Result<(String, String), GenError> {
    let version = spec
        .get("version")
        .and_then(|v| v.as_str())
        .ok_or_else(|| GenError::Description(format!("lines.{line}.version missing")))?;
    // The shims of this line, their sections joined.
    let mut replaced = BTreeSet::new();
    let mut replaced_methods = BTreeSet::new();
    let mut replaced_builder = BTreeSet::from(["parse_callbacks".to_string()]);
    let mut sections: BTreeMap<String, String> = BTreeMap::new();
    let mut deps = BTreeSet::new();
    for name in strings(spec, "shims") {
        let shim = shims
            .get(&name)
            .and_then(|v| v.as_table())
            .ok_or_else(|| GenError::Description(format!("lines.{line}: unknown shim `{name}`")))?;
        replaced.extend(strings(shim, "replaces"));
        replaced_methods.extend(strings(shim, "callbacks"));
        replaced_builder.extend(strings(shim, "builder"));
        deps.extend(strings(shim, "dependencies"));
        let file = shim
            .get("file")
            .and_then(|v| v.as_str())
            .ok_or_else(|| GenError::Description(format!("shims.{name}.file missing")))?;
        let text = read(&base.join(file))?;
        let targets: Vec<String> = spec
            .get("rust-targets")
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
            .filter_map(|m| m.as_integer())
            .map(|m| format!("Stable_1_{m} = {m}"))
            .collect();
        let text = text.replace("{{RUST_TARGETS}}", &targets.join(", "));
        for (section, body) in parse_shim(&text).sections {
            let s = sections.entry(section).or_default();
            let _ = writeln!(s, "// shim `{name}`");
            s.push_str(&body);
        }
    }
    let style = SourcePaths {
        replaced: replaced.clone(),
        hits: Default::default(),
    };
    let rd = Render {
        docs,
        ix: 0,
        style: &style,
        self_ty: None,
    };

    let mut lib = String::new();
    let _ = writeln!(
        lib,
        "//! bindgen {version}'s interface over this repository's bindgen {core}.\n//!\n//! GENERATED by `cargo run -p bindgen-compat -- generate` from\n//! `compat/lines.toml` and `compat/shims/`: edit those, not this file.\n",
        core = docs.crates[0].version()
    );
    lib.push_str("#![allow(deprecated, clippy::all)]\n#![warn(missing_docs)]\n\n");
    let _ = writeln!(lib, "#[doc(no_inline)]\npub use {CORE}::*;\n");
    lib.push_str(sections.get("root").map(String::as_str).unwrap_or_default());
    lib.push('\n');
    lib.push_str(&builder(
        docs,
        &rd,
        &style,
        &replaced_builder,
        sections.get("builder"),
    )?);
    lib.push_str(&callbacks(docs, &rd, &style, &replaced_methods, &sections)?);

    let manifest = manifest(line, version, spec, core_path, &deps)?;
    Ok((manifest, lib))
}

fn manifest(
    line: &str,
    version: &str,
    spec: &Table,
    core_path: &str,
    deps: &BTreeSet<String>,
) -> Result<String, GenError> {
    let mut m = String::new();
    let _ = writeln!(
        m,
        "# GENERATED by `cargo run -p bindgen-compat -- generate` from compat/lines.toml.\n[package]\nname = \"bindgen\"\nversion = \"{version}\"\ndescription = \"bindgen {line}'s interface over this repository's bindgen 0.73\"\nedition = \"2021\"\nlicense = \"BSD-3-Clause\"\npublish = false\n\n[lib]\npath = \"src/lib.rs\"\n\n[dependencies]\n{CORE} = {{ package = \"bindgen\", path = \"{core_path}\", default-features = false }}"
    );
    for d in deps {
        let _ = writeln!(m, "{d}");
    }
    m.push_str("\n[features]\n");
    let features = spec
        .get("features")
        .and_then(|v| v.as_table())
        .cloned()
        .unwrap_or_default();
    for (name, to) in &features {
        let to: Vec<String> = to
            .as_array()
            .ok_or_else(|| {
                GenError::Description(format!("lines.{line}.features.{name} is not a list"))
            })?
            .iter()
            .filter_map(|s| s.as_str())
            .map(|s| format!("{s:?}"))
            .collect();
        let _ = writeln!(m, "{name:?} = [{}]", to.join(", "));
    }
    // Its own workspace: the package lives inside ours but is not a member
    // (two packages may not share the name `bindgen` in one workspace).
    m.push_str("\n[workspace]\n");
    Ok(m)
}

/// Inherent methods of our `Builder`, from the JSON.
fn builder_methods(docs: &Docs) -> Vec<(ItemRef, Value)> {
    let Some(r) = docs.items.get(&vec!["Builder".to_string()]) else {
        return Vec::new();
    };
    let Some(item) = docs.item(r) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for i in item["inner"]["struct"]["impls"]
        .as_array()
        .into_iter()
        .flatten()
    {
        let ir = ItemRef(r.0, crate::rustdoc::id_string(i));
        let Some(im) = docs.item(&ir) else { continue };
        if !im["inner"]["impl"]["trait"].is_null() {
            continue;
        }
        for m in im["inner"]["impl"]["items"]
            .as_array()
            .into_iter()
            .flatten()
        {
            let mr = ItemRef(r.0, crate::rustdoc::id_string(m));
            if let Some(mi) = docs.item(&mr) {
                if mi["visibility"].as_str() == Some("public") && kind_of(Some(mi)) == "function" {
                    out.push((mr, mi.clone()));
                }
            }
        }
    }
    out
}

fn docs_comment(item: &Value, indent: &str) -> String {
    let mut s = String::new();
    for l in item["docs"].as_str().unwrap_or_default().lines() {
        let _ = writeln!(s, "{indent}///{}{l}", if l.is_empty() { "" } else { " " });
    }
    s
}

/// Parameter names of a signature (patterns renamed), without `self`.
fn arg_names(sig: &Value) -> Vec<String> {
    sig["inputs"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .filter_map(|(i, input)| match input[0].as_str() {
            Some("self") => None,
            Some(n) if n.chars().all(|c| c.is_alphanumeric() || c == '_') && n != "_" => {
                Some(n.to_string())
            }
            _ => Some(format!("arg{i}")),
        })
        .collect()
}

/// A function signature with parameters renamed as [`arg_names`] does.
fn source_sig(rd: &Render, f: &Value, name: &str) -> String {
    let mut f = f.clone();
    let names = arg_names(&f["sig"]);
    let mut k = 0;
    for input in f["sig"]["inputs"].as_array_mut().into_iter().flatten() {
        if input[0].as_str() != Some("self") {
            input[0] = Value::String(names[k].clone());
            k += 1;
        }
    }
    rd.function(&f).replacen("fn", &format!("fn {name}"), 1)
}

fn builder(
    docs: &Docs,
    rd: &Render,
    style: &SourcePaths,
    replaced: &BTreeSet<String>,
    shim: Option<&String>,
) -> Result<String, GenError> {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "/// Configures and generates bindings (this line's interface; each method\n/// hands over to this repository's `Builder`).\n#[derive(Debug, Default, Clone)]\npub struct Builder({CORE}::Builder);\n\n/// A `Builder` with the default settings.\npub fn builder() -> Builder {{\n    Builder::default()\n}}\n\nimpl Builder {{"
    );
    let _ = writeln!(
        s,
        "    /// Adds a callbacks implementor of this line's `ParseCallbacks`.\n    pub fn parse_callbacks(self, cb: ::std::boxed::Box<dyn callbacks::ParseCallbacks>) -> Builder {{\n        Builder(self.0.parse_callbacks(::std::boxed::Box::new(callbacks::Adapter(cb))))\n    }}\n"
    );
    for (_, m) in builder_methods(docs) {
        let name = m["name"].as_str().unwrap_or_default();
        if replaced.contains(name) {
            continue;
        }
        let f = &m["inner"]["function"];
        style.hits.borrow_mut().clear();
        let rd = Render {
            self_ty: Some("Builder".into()),
            ..*rd
        };
        let sig = source_sig(&rd, f, name).replace(&format!("{CORE}::Builder"), "Builder");
        if let Some(hit) = style.hits.borrow().first() {
            return Err(GenError::Unshimmed(format!("Builder::{name} ({hit})")));
        }
        let args = arg_names(&f["sig"]).join(", ");
        let out = &f["sig"]["output"];
        let returns_self = out.get("generic").and_then(Value::as_str) == Some("Self")
            || out["resolved_path"]["path"]
                .as_str()
                .is_some_and(|p| p.ends_with("Builder"));
        let call = format!("self.0.{name}({args})");
        let body = if returns_self {
            format!("Builder({call})")
        } else {
            call
        };
        s.push_str(&docs_comment(&m, "    "));
        let _ = writeln!(s, "    pub {sig} {{\n        {body}\n    }}\n");
    }
    if let Some(b) = shim {
        s.push_str(b);
    }
    s.push_str("}\n\n");
    Ok(s)
}

/// The `callbacks` module: our items re-exported, the line's trait, the
/// adapter into ours, and the trait for our `CargoCallbacks`.
fn callbacks(
    docs: &Docs,
    rd: &Render,
    style: &SourcePaths,
    replaced: &BTreeSet<String>,
    sections: &BTreeMap<String, String>,
) -> Result<String, GenError> {
    let tr = docs
        .items
        .get(&vec!["callbacks".to_string(), "ParseCallbacks".to_string()])
        .and_then(|r| docs.item(r))
        .ok_or_else(|| GenError::Description("our JSON has no callbacks::ParseCallbacks".into()))?;
    let core_trait = format!("{CORE}::callbacks::ParseCallbacks");
    let (mut methods, mut adapter, mut cargo) = (String::new(), String::new(), String::new());
    for m in tr["inner"]["trait"]["items"]
        .as_array()
        .into_iter()
        .flatten()
    {
        let Some(mi) = docs.item(&ItemRef(0, crate::rustdoc::id_string(m))) else {
            continue;
        };
        let name = mi["name"].as_str().unwrap_or_default();
        let Some(f) = mi["inner"].get("function") else {
            continue;
        };
        if replaced.contains(name) {
            continue;
        }
        style.hits.borrow_mut().clear();
        let sig = source_sig(rd, f, name);
        if let Some(hit) = style.hits.borrow().first() {
            return Err(GenError::Unshimmed(format!(
                "ParseCallbacks::{name} ({hit})"
            )));
        }
        let args = arg_names(&f["sig"]);
        let with = |first: &str| {
            std::iter::once(first.to_string())
                .chain(args.iter().cloned())
                .collect::<Vec<_>>()
                .join(", ")
        };
        methods.push_str(&docs_comment(mi, "        "));
        let _ = writeln!(
            methods,
            "        {sig} {{\n            <Defaults as {core_trait}>::{name}({})\n        }}\n",
            with("&Defaults")
        );
        let _ = writeln!(
            adapter,
            "        {sig} {{\n            self.0.{name}({})\n        }}\n",
            args.join(", ")
        );
        let _ = writeln!(cargo, "        {sig} {{\n            <{CORE}::CargoCallbacks as {core_trait}>::{name}({})\n        }}\n", with("self"));
    }
    let sec = |k: &str| sections.get(k).cloned().unwrap_or_default();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "/// Hooks into the generation (this line's trait; see `callbacks::ParseCallbacks`).\npub mod callbacks {{\n    #[doc(no_inline)]\n    pub use {CORE}::callbacks::*;\n\n{}\n    /// Callbacks asked during parsing and generation, with this line's\n    /// signatures. Every method has a default that behaves as bindgen's.\n    pub trait ParseCallbacks: ::std::fmt::Debug {{\n{methods}{}    }}\n\n    /// Our trait's defaults, which this trait's defaults call.\n    #[derive(Debug)]\n    struct Defaults;\n    impl {core_trait} for Defaults {{}}\n\n    /// An implementor of this line's trait seen through ours.\n    #[derive(Debug)]\n    pub(crate) struct Adapter(pub(crate) ::std::boxed::Box<dyn ParseCallbacks>);\n\n    impl {core_trait} for Adapter {{\n{adapter}{}    }}\n\n    impl ParseCallbacks for {CORE}::CargoCallbacks {{\n{cargo}    }}\n}}",
        sec("callbacks"),
        sec("trait"),
        sec("adapter")
    );
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shim_sections_split_at_markers_root_first() {
        let shim = parse_shim("pub struct A;\n//# builder\n    pub fn b(self) {}\n//# trait\n        fn t(&self) {}\n");
        assert_eq!(shim.sections["root"], "pub struct A;\n");
        assert_eq!(shim.sections["builder"], "    pub fn b(self) {}\n");
        assert_eq!(shim.sections["trait"], "        fn t(&self) {}\n");
        assert_eq!(shim.sections.len(), 3);
    }

    #[test]
    fn std_items_get_nameable_paths() {
        let p = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
        assert_eq!(
            std_source_path(&p("std::io::error::Result")),
            "::std::io::Result"
        );
        assert_eq!(
            std_source_path(&p("core::result::Result")),
            "::std::result::Result"
        );
        assert_eq!(
            std_source_path(&p("alloc::string::String")),
            "::std::string::String"
        );
        assert_eq!(
            std_source_path(&p("core::ops::function::FnMut")),
            "::std::ops::FnMut"
        );
        assert_eq!(std_source_path(&p("regex::Regex")), "::regex::Regex");
    }

    #[test]
    fn bad_inputs_are_typed_errors() {
        let dir = std::env::temp_dir().join(format!("bindgen-compat-gen-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let desc = dir.join("lines.toml");
        std::fs::write(&desc, "[lines.\"0.1\"]\nversion = \"0.1.0\"\n").unwrap();
        let json = dir.join("missing.json");
        let err = generate(&desc, &json, &dir).unwrap_err();
        assert!(
            matches!(err, GenError::Doc(crate::rustdoc::DocError::Io(..))),
            "{err}"
        );
        std::fs::write(&json, r#"{"root": 0, "index": {"0": {"visibility": "public", "inner": {"module": {"items": []}}}}, "paths": {}}"#).unwrap();
        let err = generate(&desc, &json, &dir).unwrap_err();
        assert!(err.to_string().contains("library-path"), "{err}");
        std::fs::write(&desc, "not = [toml").unwrap();
        assert!(matches!(
            generate(&desc, &json, &dir),
            Err(GenError::Description(_))
        ));
    }
}
