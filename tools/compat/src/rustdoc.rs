//! Reading rustdoc's JSON output (`--output-format json`, format 57):
//! the public paths of a crate and of the crates it re-exports from.
//!
//! A compatibility package is a thin crate over our library, so most of its
//! public items are `use` re-exports of another crate's items. [`Docs`] holds
//! the JSON of the documented crate and, optionally, of the library it
//! re-exports, and resolves an item wherever it is defined.

use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::path::Path;

/// An error reading or walking rustdoc JSON.
#[derive(Debug)]
pub enum DocError {
    /// The file could not be read.
    Io(std::path::PathBuf, std::io::Error),
    /// The file is not JSON.
    Json(std::path::PathBuf, serde_json::Error),
    /// The JSON does not have the shape rustdoc writes.
    Shape(String),
}

impl fmt::Display for DocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocError::Io(p, e) => write!(f, "cannot read {}: {e}", p.display()),
            DocError::Json(p, e) => write!(f, "{} is not JSON: {e}", p.display()),
            DocError::Shape(s) => write!(f, "unexpected rustdoc JSON: {s}"),
        }
    }
}

impl std::error::Error for DocError {}

/// One crate's rustdoc JSON.
pub struct Doc {
    json: Value,
    /// Definition path -> id, for this crate's own items.
    by_path: HashMap<Vec<String>, String>,
}

impl Doc {
    /// Reads rustdoc JSON from `path`.
    pub fn load(path: &Path) -> Result<Doc, DocError> {
        let text = std::fs::read_to_string(path).map_err(|e| DocError::Io(path.into(), e))?;
        let json: Value =
            serde_json::from_str(&text).map_err(|e| DocError::Json(path.into(), e))?;
        if json.get("index").and_then(Value::as_object).is_none() {
            return Err(DocError::Shape(format!(
                "{} has no `index`",
                path.display()
            )));
        }
        let mut by_path = HashMap::new();
        if let Some(paths) = json["paths"].as_object() {
            for (id, summary) in paths {
                if summary["crate_id"].as_u64() == Some(0) {
                    by_path.insert(strings(&summary["path"]), id.clone());
                }
            }
        }
        Ok(Doc { json, by_path })
    }

    /// The crate's version as rustdoc recorded it.
    pub fn version(&self) -> &str {
        self.json["crate_version"].as_str().unwrap_or("")
    }

    fn item(&self, id: &str) -> Option<&Value> {
        self.json["index"].get(id)
    }

    fn root(&self) -> String {
        id_string(&self.json["root"])
    }

    fn summary(&self, id: &str) -> Option<&Value> {
        self.json["paths"].get(id)
    }

    fn crate_name(&self, crate_id: u64) -> Option<&str> {
        if crate_id == 0 {
            return self.summary(&self.root()).map(|_| "bindgen");
        }
        self.json["external_crates"][crate_id.to_string()]["name"].as_str()
    }
}

/// Which crate of a [`Docs`] an item lives in.
pub type CrateIx = usize;

/// A reference to an item: the crate it is described in and its id there.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ItemRef(pub CrateIx, pub String);

/// What a type path in a signature refers to.
#[derive(Clone, Debug)]
pub enum Target {
    /// An item of one of the loaded crates.
    Item(ItemRef),
    /// An item of a crate that is not loaded (std, regex, ...): its path.
    Extern(Vec<String>),
}

/// The documented crate (index 0) and the library it re-exports from
/// (index 1, when given), with the public path of every reachable item.
pub struct Docs {
    /// The crates, the documented one first.
    pub crates: Vec<Doc>,
    /// Public path (without the crate name) of each reachable item; the
    /// first one found when an item is reachable twice.
    pub public: HashMap<ItemRef, Vec<String>>,
    /// Every public path -> item, in path order.
    pub items: BTreeMap<Vec<String>, ItemRef>,
}

impl Docs {
    /// Walks the public module tree of `crates[0]`.
    pub fn new(crates: Vec<Doc>) -> Result<Docs, DocError> {
        let mut docs = Docs {
            crates,
            public: HashMap::new(),
            items: BTreeMap::new(),
        };
        let root = ItemRef(0, docs.crates[0].root());
        docs.walk_module(&root, &[], 0)?;
        Ok(docs)
    }

    /// The JSON of an item.
    pub fn item(&self, r: &ItemRef) -> Option<&Value> {
        self.crates[r.0].item(&r.1)
    }

    /// Resolves an id found in crate `ix`'s JSON: its own item, an item of
    /// the other loaded crate (a re-export of our library), or a foreign path.
    pub fn resolve(&self, ix: CrateIx, id: &Value) -> Option<Target> {
        let id = id_string(id);
        let doc = &self.crates[ix];
        if doc.item(&id).is_some() {
            return Some(Target::Item(ItemRef(ix, id)));
        }
        let summary = doc.summary(&id)?;
        let path = strings(&summary["path"]);
        let crate_id = summary["crate_id"].as_u64().unwrap_or(0);
        if crate_id != 0 && doc.crate_name(crate_id) == Some("bindgen") {
            for (other, d) in self.crates.iter().enumerate() {
                if other != ix {
                    if let Some(oid) = d.by_path.get(&path) {
                        return Some(Target::Item(ItemRef(other, oid.clone())));
                    }
                }
            }
        }
        Some(Target::Extern(path))
    }

    /// Where an item is defined (crate name first), from the `paths` table.
    pub fn definition_path(&self, r: &ItemRef) -> Vec<String> {
        self.crates[r.0]
            .summary(&r.1)
            .map(|s| strings(&s["path"]))
            .unwrap_or_default()
    }

    fn walk_module(
        &mut self,
        m: &ItemRef,
        prefix: &[String],
        depth: usize,
    ) -> Result<(), DocError> {
        if depth > 16 {
            return Err(DocError::Shape("module re-exports nest too deep".into()));
        }
        let item = self
            .item(m)
            .ok_or_else(|| DocError::Shape(format!("module {} not in index", m.1)))?
            .clone();
        let children: Vec<Value> = item["inner"]["module"]["items"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        // Named items first, so that they shadow what a glob brings in.
        let mut globs = Vec::new();
        for child in &children {
            let r = ItemRef(m.0, id_string(child));
            let Some(it) = self.item(&r).cloned() else {
                continue;
            };
            if it["visibility"].as_str() != Some("public") {
                continue;
            }
            if let Some(u) = it["inner"].get("use") {
                if u["is_glob"].as_bool() == Some(true) {
                    globs.push(u.clone());
                    continue;
                }
                let Some(Target::Item(target)) = self.resolve(m.0, &u["id"]) else {
                    continue;
                };
                let name = u["name"].as_str().unwrap_or_default().to_string();
                self.add(target, prefix, name, depth)?;
            } else if let Some(name) = it["name"].as_str() {
                self.add(r, prefix, name.to_string(), depth)?;
            }
        }
        for u in globs {
            let Some(Target::Item(target)) = self.resolve(m.0, &u["id"]) else {
                continue;
            };
            let Some(module) = self.item(&target).cloned() else {
                continue;
            };
            if module["inner"].get("module").is_none() {
                continue;
            }
            for child in module["inner"]["module"]["items"]
                .as_array()
                .cloned()
                .unwrap_or_default()
            {
                let r = ItemRef(target.0, id_string(&child));
                let Some(it) = self.item(&r).cloned() else {
                    continue;
                };
                if it["visibility"].as_str() != Some("public") {
                    continue;
                }
                let (target, name) = match it["inner"].get("use") {
                    Some(u) if u["is_glob"].as_bool() != Some(true) => {
                        match self.resolve(r.0, &u["id"]) {
                            Some(Target::Item(t)) => {
                                (t, u["name"].as_str().unwrap_or_default().to_string())
                            }
                            _ => continue,
                        }
                    }
                    Some(_) => continue,
                    None => (r, it["name"].as_str().unwrap_or_default().to_string()),
                };
                let kind = kind_of(self.item(&target)).to_string();
                let mut path = prefix.to_vec();
                path.push(name.clone());
                // A name defined in the module itself shadows the glob's, in
                // its namespace (types and values are separate namespaces).
                let shadowed = self
                    .items
                    .iter()
                    .any(|(p, t)| *p == path && same_namespace(kind_of(self.item(t)), &kind));
                if shadowed {
                    continue;
                }
                self.add(target, prefix, name, depth)?;
            }
        }
        Ok(())
    }

    fn add(
        &mut self,
        r: ItemRef,
        prefix: &[String],
        name: String,
        depth: usize,
    ) -> Result<(), DocError> {
        let mut path = prefix.to_vec();
        path.push(name);
        let kind = kind_of(self.item(&r)).to_string();
        // A type and a value may share a name (a unit struct and a constant).
        let key = if self.items.contains_key(&path) && kind != "module" {
            let mut p = path.clone();
            let last = p.pop().unwrap_or_default();
            p.push(format!("{last}#{kind}"));
            p
        } else {
            path.clone()
        };
        // The shortest path is the one users write (a crate-root re-export
        // rather than the module that defines the item).
        if self.public.get(&r).is_none_or(|p| p.len() > path.len()) {
            self.public.insert(r.clone(), path.clone());
        }
        self.items.insert(key, r.clone());
        if kind == "module" {
            self.walk_module(&r, &path, depth + 1)?;
        }
        Ok(())
    }
}

/// The kind of an item: the key of its `inner` object.
pub fn kind_of(item: Option<&Value>) -> &str {
    item.and_then(|i| i["inner"].as_object())
        .and_then(|o| o.keys().next())
        .map(String::as_str)
        .unwrap_or("")
}

fn same_namespace(a: &str, b: &str) -> bool {
    let value = |k: &str| matches!(k, "function" | "constant" | "static");
    value(a) == value(b)
}

/// An id as rustdoc writes it (a number) as the string key of `index`.
pub fn id_string(v: &Value) -> String {
    match v {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => String::new(),
    }
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}
