//! A crate's public interface as a flat table `item -> signature`, and the
//! comparison of a published interface with ours.
//!
//! Every path is spelled as users of the crate see it (`bindgen::Builder`,
//! however deep the defining module); an item of our library that a
//! compatibility package hides behind its own item of the same path is
//! spelled `bindgen[0.73]::...`, so it never matches the published one.

use crate::render::{PathStyle, Render};
use crate::rustdoc::{kind_of, Docs, ItemRef, Target};
use serde_json::Value;
use std::collections::BTreeMap;

/// Paths as users see them; foreign paths with `alloc`/`core` read as `std`.
pub struct UserPaths;

impl PathStyle for UserPaths {
    fn path(&self, docs: &Docs, target: Option<Target>, written: &str) -> String {
        match target {
            Some(Target::Item(r)) => match docs.public.get(&r) {
                Some(p) => format!("bindgen::{}", p.join("::")),
                // An item the crate does not export (upstream's error types
                // in private modules) is spelled by its name at the root:
                // ours exports those there, and naming them is a superset.
                None if r.0 == 0 => format!(
                    "bindgen::{}",
                    docs.definition_path(&r).last().cloned().unwrap_or_default()
                ),
                None => format!(
                    "bindgen[0.73]::{}",
                    docs.definition_path(&r)
                        .iter()
                        .skip(1)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join("::")
                ),
            },
            Some(Target::Extern(p)) => std_path(&p),
            None => written.to_string(),
        }
    }
    fn names(&self) -> bool {
        false
    }
}

/// `alloc::string::String` and `core::option::Option` as `std::...`.
pub fn std_path(p: &[String]) -> String {
    let mut p = p.to_vec();
    if matches!(p.first().map(String::as_str), Some("alloc" | "core")) {
        p[0] = "std".into();
    }
    p.join("::")
}

/// The interface: `kind path` -> signature text.
pub type Api = BTreeMap<String, String>;

/// Collects the public interface of `docs.crates[0]` (re-exports followed).
pub fn collect(docs: &Docs) -> Api {
    let mut api = Api::new();
    let style = UserPaths;
    for (path, r) in &docs.items {
        let Some(item) = docs.item(r) else { continue };
        let name = format!("bindgen::{}", path.join("::").replace('#', " as "));
        let rd = Render {
            docs,
            ix: r.0,
            style: &style,
            self_ty: None,
        };
        let inner = &item["inner"];
        match kind_of(Some(item)) {
            "module" => {
                api.insert(format!("mod {name}"), String::new());
            }
            "struct" => {
                let s = &inner["struct"];
                api.insert(
                    format!("struct {name}"),
                    format!(
                        "{}{}",
                        rd.generics(&s["generics"]),
                        fields(&rd, docs, r, &s["kind"])
                    ),
                );
                impls(&mut api, docs, r, &s["impls"]);
            }
            "union" => {
                let u = &inner["union"];
                api.insert(format!("union {name}"), rd.generics(&u["generics"]));
                impls(&mut api, docs, r, &u["impls"]);
            }
            "enum" => {
                let e = &inner["enum"];
                api.insert(format!("enum {name}"), rd.generics(&e["generics"]));
                for v in e["variants"].as_array().into_iter().flatten() {
                    let vr = ItemRef(r.0, crate::rustdoc::id_string(v));
                    let Some(vi) = docs.item(&vr) else { continue };
                    let vname = vi["name"].as_str().unwrap_or_default();
                    api.insert(
                        format!("variant {name}::{vname}"),
                        fields(&rd, docs, r, &vi["inner"]["variant"]["kind"]),
                    );
                }
                impls(&mut api, docs, r, &e["impls"]);
            }
            "function" => {
                api.insert(format!("fn {name}"), rd.function(&inner["function"]));
            }
            "constant" => {
                api.insert(format!("const {name}"), rd.ty(&inner["constant"]["type"]));
            }
            "static" => {
                api.insert(format!("static {name}"), rd.ty(&inner["static"]["type"]));
            }
            "type_alias" => {
                let t = &inner["type_alias"];
                api.insert(
                    format!("type {name}"),
                    format!("{} = {}", rd.generics(&t["generics"]), rd.ty(&t["type"])),
                );
            }
            "trait" => {
                let t = &inner["trait"];
                api.insert(
                    format!("trait {name}"),
                    format!(
                        "{}: {}",
                        rd.generics(&t["generics"]),
                        rd.bounds(&t["bounds"])
                    ),
                );
                for m in t["items"].as_array().into_iter().flatten() {
                    let mr = ItemRef(r.0, crate::rustdoc::id_string(m));
                    let Some(mi) = docs.item(&mr) else { continue };
                    let mname = mi["name"].as_str().unwrap_or_default();
                    let (kind, sig) = assoc(&rd, mi);
                    api.insert(format!("trait-{kind} {name}::{mname}"), sig);
                }
                // Implementations of the trait found only through it (a
                // local trait implemented for a re-exported type).
                for i in t["implementations"].as_array().into_iter().flatten() {
                    impl_block(&mut api, docs, &ItemRef(r.0, crate::rustdoc::id_string(i)));
                }
            }
            "macro" | "proc_macro" => {
                api.insert(format!("macro {name}"), String::new());
            }
            _ => {}
        }
    }
    api
}

/// The shape of a struct or variant: unit, tuple or named fields (public
/// ones; `..` when some are hidden).
fn fields(rd: &Render, docs: &Docs, owner: &ItemRef, kind: &Value) -> String {
    let field = |id: &Value| -> Option<(String, String)> {
        let f = docs.item(&ItemRef(owner.0, crate::rustdoc::id_string(id)))?;
        Some((
            f["name"].as_str().unwrap_or_default().to_string(),
            rd.ty(&f["inner"]["struct_field"]),
        ))
    };
    if kind == "unit" || kind.get("unit").is_some() {
        return " unit".into();
    }
    if let Some(t) = kind.get("tuple") {
        // No public field: to users the same as a struct of hidden fields.
        if t.as_array().is_some_and(|a| a.iter().all(Value::is_null)) {
            return " { .. }".into();
        }
        let parts: Vec<String> = t
            .as_array()
            .into_iter()
            .flatten()
            .map(|f| {
                if f.is_null() {
                    "_".into()
                } else {
                    field(f).map(|x| x.1).unwrap_or_default()
                }
            })
            .collect();
        return format!(" ({})", parts.join(", "));
    }
    let plain = kind
        .get("plain")
        .or_else(|| kind.get("struct"))
        .unwrap_or(kind);
    let mut parts: Vec<String> = plain["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| field(f).map(|(n, t)| format!("{n}: {t}")))
        .collect();
    if plain["has_stripped_fields"].as_bool() == Some(true) {
        parts.push("..".into());
    }
    format!(" {{ {} }}", parts.join(", "))
}

/// A trait's associated item: kind and signature (`{provided}` when it has a
/// default).
fn assoc(rd: &Render, item: &Value) -> (&'static str, String) {
    let inner = &item["inner"];
    if let Some(f) = inner.get("function") {
        let body = if f["has_body"].as_bool() == Some(true) {
            " {provided}"
        } else {
            ""
        };
        ("fn", format!("{}{body}", rd.function(f)))
    } else if let Some(c) = inner.get("assoc_const") {
        ("const", rd.ty(&c["type"]))
    } else if let Some(t) = inner.get("assoc_type") {
        let ty = if t["type"].is_null() {
            String::new()
        } else {
            format!(" = {}", rd.ty(&t["type"]))
        };
        ("type", format!("{}{ty}", rd.bounds(&t["bounds"])))
    } else {
        ("item", String::new())
    }
}

fn impls(api: &mut Api, docs: &Docs, owner: &ItemRef, ids: &Value) {
    for i in ids.as_array().into_iter().flatten() {
        impl_block(api, docs, &ItemRef(owner.0, crate::rustdoc::id_string(i)));
    }
}

/// An impl block: inherent items as `fn Type::m`, a trait impl as
/// `impl Type: Trait` with its associated types. Auto-trait and blanket
/// impls are left out (they follow from the rest).
fn impl_block(api: &mut Api, docs: &Docs, r: &ItemRef) {
    let style = UserPaths;
    let rd = Render {
        docs,
        ix: r.0,
        style: &style,
        self_ty: None,
    };
    let Some(item) = docs.item(r) else { return };
    let im = &item["inner"]["impl"];
    if im["is_synthetic"].as_bool() == Some(true) || !im["blanket_impl"].is_null() {
        return;
    }
    let for_ty = rd.ty(&im["for"]);
    // `Self` and the type's name are one signature.
    let rd = Render {
        self_ty: Some(for_ty.clone()),
        ..rd
    };
    let items: Vec<&Value> = im["items"].as_array().into_iter().flatten().collect();
    match &im["trait"] {
        Value::Null => {
            for id in items {
                let Some(it) = docs.item(&ItemRef(r.0, crate::rustdoc::id_string(id))) else {
                    continue;
                };
                if it["visibility"].as_str() != Some("public") {
                    continue;
                }
                let name = it["name"].as_str().unwrap_or_default();
                let (kind, sig) = assoc(&rd, it);
                let sig = sig.trim_end_matches(" {provided}").to_string();
                api.insert(format!("{kind} {for_ty}::{name}"), sig);
            }
        }
        tr => {
            let neg = if im["is_negative"].as_bool() == Some(true) {
                "!"
            } else {
                ""
            };
            let trait_name = format!(
                "{neg}{}{}",
                rd.ty(&serde_json::json!({ "resolved_path": tr })),
                ""
            );
            let key = format!("impl {for_ty}: {trait_name}");
            api.insert(
                key.clone(),
                format!(
                    "{}{}",
                    rd.generics(&im["generics"]),
                    rd.where_clause(&im["generics"])
                ),
            );
            for id in items {
                let Some(it) = docs.item(&ItemRef(r.0, crate::rustdoc::id_string(id))) else {
                    continue;
                };
                if let Some(t) = it["inner"].get("assoc_type") {
                    let name = it["name"].as_str().unwrap_or_default();
                    api.insert(format!("{key} type {name}"), rd.ty(&t["type"]));
                }
            }
        }
    }
}

/// The result of comparing a published interface with ours.
#[derive(Debug, Default)]
pub struct Report {
    /// Items of the published interface.
    pub published: usize,
    /// Published items ours has with the same signature.
    pub same: usize,
    /// Published items ours lacks.
    pub missing: Vec<String>,
    /// Published items ours has with another signature: key, theirs, ours.
    pub different: Vec<(String, String, String)>,
    /// Items only ours has.
    pub extra: usize,
}

/// Compares `published` with `ours`: every published item must be there
/// with the same signature; extra items are counted only.
/// `equivalent` maps a published spelling to ours (the same interface
/// spelled another way).
pub fn compare(published: &Api, ours: &Api, equivalent: &[(String, String)]) -> Report {
    let mut report = Report {
        published: published.len(),
        ..Report::default()
    };
    for (key, sig) in published {
        let sig = equivalent
            .iter()
            .fold(sig.clone(), |s, (from, to)| s.replace(from, to));
        match ours.get(key) {
            None => report.missing.push(key.clone()),
            Some(o) if *o != sig => report.different.push((key.clone(), sig, o.clone())),
            Some(_) => report.same += 1,
        }
    }
    report.extra = ours.keys().filter(|k| !published.contains_key(*k)).count();
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rustdoc::{Doc, Docs};

    /// A crate `bindgen` with a root function `f(&str) -> Option<String>`
    /// defined in a private module and re-exported at the root.
    fn doc(arg: serde_json::Value) -> Docs {
        let json = serde_json::json!({
            "root": 0,
            "crate_version": "9.9.9",
            "index": {
                "0": {"name": "bindgen", "visibility": "public",
                      "inner": {"module": {"items": [1, 2]}}},
                "1": {"name": "private", "visibility": "default",
                      "inner": {"module": {"items": [3]}}},
                "2": {"name": null, "visibility": "public",
                      "inner": {"use": {"source": "private::f", "name": "f", "id": 3, "is_glob": false}}},
                "3": {"name": "f", "visibility": "public",
                      "inner": {"function": {
                          "sig": {"inputs": [["name", arg]],
                                  "output": {"resolved_path": {"path": "Option", "id": 10,
                                      "args": {"angle_bracketed": {"args": [{"type": {"resolved_path": {"path": "String", "id": 11, "args": null}}}], "constraints": []}}}}},
                          "generics": {"params": [], "where_predicates": []},
                          "header": {"is_const": false, "is_unsafe": false}}}}
            },
            "paths": {
                "0": {"crate_id": 0, "path": ["bindgen"], "kind": "module"},
                "3": {"crate_id": 0, "path": ["bindgen", "private", "f"], "kind": "function"},
                "10": {"crate_id": 2, "path": ["core", "option", "Option"], "kind": "enum"},
                "11": {"crate_id": 3, "path": ["alloc", "string", "String"], "kind": "struct"}
            },
            "external_crates": {"2": {"name": "core"}, "3": {"name": "alloc"}}
        });
        let dir = std::env::temp_dir().join(format!("bindgen-compat-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // One file per call: tests run in parallel.
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let file = dir.join(format!("{n}.json"));
        std::fs::write(&file, json.to_string()).unwrap();
        Docs::new(vec![Doc::load(&file).unwrap()]).unwrap()
    }

    fn str_ref() -> serde_json::Value {
        serde_json::json!({"borrowed_ref": {"lifetime": null, "is_mutable": false, "type": {"primitive": "str"}}})
    }

    #[test]
    fn re_exported_function_has_its_root_path_and_std_spellings() {
        let api = collect(&doc(str_ref()));
        assert_eq!(
            api.get("fn bindgen::f").map(String::as_str),
            Some("fn(&str) -> std::option::Option<std::string::String>")
        );
        assert!(!api.contains_key("mod bindgen::private"));
    }

    #[test]
    fn compare_counts_missing_different_and_extra() {
        let published = collect(&doc(str_ref()));
        let same = compare(&published, &published, &[]);
        assert_eq!(
            (
                same.published,
                same.same,
                same.missing.len(),
                same.different.len()
            ),
            (1, 1, 0, 0)
        );
        let ours = collect(&doc(serde_json::json!({"primitive": "u32"})));
        let r = compare(&published, &ours, &[]);
        assert_eq!(r.different.len(), 1);
        assert_eq!(
            r.different[0].2,
            "fn(u32) -> std::option::Option<std::string::String>"
        );
        let mut extra = published.clone();
        extra.insert("fn bindgen::g".into(), "fn()".into());
        let r = compare(&extra, &published, &[]);
        assert_eq!(r.missing, vec!["fn bindgen::g".to_string()]);
        assert_eq!(compare(&published, &extra, &[]).extra, 1);
    }

    #[test]
    fn equivalent_spellings_match() {
        let published = collect(&doc(str_ref()));
        let ours = collect(&doc(serde_json::json!({"primitive": "u32"})));
        let eq = [("&str".to_string(), "u32".to_string())];
        let r = compare(&published, &ours, &eq);
        assert_eq!((r.same, r.different.len()), (1, 0));
    }
}
