//! Rendering rustdoc JSON types, generics and signatures as Rust text.
//!
//! One renderer serves two readers: the interface check compares the text
//! (paths spelled as users see them, parameter names left out) and the
//! generator writes it into source (paths a facade crate can name, with
//! parameter names). [`PathStyle`] is where the two differ.

use crate::rustdoc::{Docs, Target};
use serde_json::Value;

/// How the path of a type or trait is spelled.
pub trait PathStyle {
    /// The spelling of the item an id refers to in crate `ix`'s JSON.
    fn path(&self, docs: &Docs, target: Option<Target>, written: &str) -> String;
    /// Whether function parameters keep their names.
    fn names(&self) -> bool;
}

/// A renderer bound to one crate's JSON (ids are per crate).
pub struct Render<'a> {
    /// All loaded crates.
    pub docs: &'a Docs,
    /// The crate whose ids are being read.
    pub ix: usize,
    /// The spelling of paths.
    pub style: &'a dyn PathStyle,
    /// What `Self` stands for (inside an impl block), if it is spelled out.
    pub self_ty: Option<String>,
}

impl Render<'_> {
    fn path(&self, p: &Value) -> String {
        let target = self.docs.resolve(self.ix, &p["id"]);
        let written = p["path"].as_str().unwrap_or_default();
        let mut s = self.style.path(self.docs, target, written);
        s.push_str(&self.args(&p["args"]));
        s
    }

    /// Generic arguments: `<A, B = C>` or `(A) -> B`; elided lifetimes are
    /// left out (`ItemInfo<'_>` is `ItemInfo`).
    pub fn args(&self, a: &Value) -> String {
        if let Some(ab) = a.get("angle_bracketed") {
            let mut parts: Vec<String> = Vec::new();
            for arg in ab["args"].as_array().into_iter().flatten() {
                if let Some(l) = arg.get("lifetime").and_then(Value::as_str) {
                    if l != "'_" {
                        parts.push(l.to_string());
                    }
                } else if let Some(t) = arg.get("type") {
                    parts.push(self.ty(t));
                } else if let Some(c) = arg.get("const") {
                    parts.push(c["expr"].as_str().unwrap_or("_").to_string());
                } else {
                    parts.push("_".into());
                }
            }
            for c in ab["constraints"].as_array().into_iter().flatten() {
                let name = c["name"].as_str().unwrap_or_default();
                let binding = &c["binding"];
                if let Some(eq) = binding.get("equality") {
                    let rhs = eq.get("type").map(|t| self.ty(t)).unwrap_or_default();
                    parts.push(format!("{name}{} = {rhs}", self.args(&c["args"])));
                } else if let Some(b) = binding.get("constraint") {
                    parts.push(format!("{name}: {}", self.bounds(b)));
                }
            }
            if parts.is_empty() {
                String::new()
            } else {
                format!("<{}>", parts.join(", "))
            }
        } else if let Some(p) = a.get("parenthesized") {
            let inputs: Vec<String> = p["inputs"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|t| self.ty(t))
                .collect();
            let out = match &p["output"] {
                Value::Null => String::new(),
                t => format!(" -> {}", self.ty(t)),
            };
            format!("({}){out}", inputs.join(", "))
        } else {
            String::new()
        }
    }

    /// A type.
    pub fn ty(&self, t: &Value) -> String {
        let Some((kind, v)) = t.as_object().and_then(|o| o.iter().next()) else {
            return "_".into();
        };
        match kind.as_str() {
            "generic" if v == "Self" && self.self_ty.is_some() => {
                self.self_ty.clone().unwrap_or_default()
            }
            "primitive" | "generic" => v.as_str().unwrap_or_default().to_string(),
            "resolved_path" => self.path(v),
            "borrowed_ref" => {
                let lt = match v["lifetime"].as_str() {
                    Some(l) if l != "'_" => format!("{l} "),
                    _ => String::new(),
                };
                let m = if v["is_mutable"].as_bool() == Some(true) {
                    "mut "
                } else {
                    ""
                };
                format!("&{lt}{m}{}", self.ty(&v["type"]))
            }
            "raw_pointer" => {
                let m = if v["is_mutable"].as_bool() == Some(true) {
                    "mut"
                } else {
                    "const"
                };
                format!("*{m} {}", self.ty(&v["type"]))
            }
            "slice" => format!("[{}]", self.ty(v)),
            "array" => format!(
                "[{}; {}]",
                self.ty(&v["type"]),
                v["len"].as_str().unwrap_or("_")
            ),
            "tuple" => {
                let parts: Vec<String> = v
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|t| self.ty(t))
                    .collect();
                if parts.len() == 1 {
                    format!("({},)", parts[0])
                } else {
                    format!("({})", parts.join(", "))
                }
            }
            "impl_trait" => format!("impl {}", self.bounds(v)),
            "dyn_trait" => {
                let mut parts: Vec<String> = v["traits"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|p| {
                        format!(
                            "{}{}",
                            self.hrtb(&p["generic_params"]),
                            self.path(&p["trait"])
                        )
                    })
                    .collect();
                if let Some(l) = v["lifetime"].as_str() {
                    if l != "'_" && l != "'static" {
                        parts.push(l.to_string());
                    }
                }
                format!("dyn {}", parts.join(" + "))
            }
            "qualified_path" => {
                let name = v["name"].as_str().unwrap_or_default();
                let self_ty = self.ty(&v["self_type"]);
                match &v["trait"] {
                    Value::Null => format!("{self_ty}::{name}"),
                    tr => format!("<{self_ty} as {}>::{name}", self.path(tr)),
                }
            }
            "function_pointer" => format!(
                "{}fn{}",
                self.hrtb(&v["generic_params"]),
                self.sig_tail(&v["sig"], false)
            ),
            "infer" => "_".into(),
            _ => "_".into(),
        }
    }

    fn hrtb(&self, params: &Value) -> String {
        let ps: Vec<String> = params
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| p["name"].as_str().map(String::from))
            .collect();
        if ps.is_empty() {
            String::new()
        } else {
            format!("for<{}> ", ps.join(", "))
        }
    }

    /// Bounds joined with ` + `.
    pub fn bounds(&self, b: &Value) -> String {
        let parts: Vec<String> = b
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|bound| {
                if let Some(tb) = bound.get("trait_bound") {
                    let maybe = if tb["modifier"].as_str() == Some("maybe") {
                        "?"
                    } else {
                        ""
                    };
                    Some(format!(
                        "{maybe}{}{}",
                        self.hrtb(&tb["generic_params"]),
                        self.path(&tb["trait"])
                    ))
                } else {
                    bound
                        .get("outlives")
                        .and_then(Value::as_str)
                        .map(String::from)
                }
            })
            .collect();
        parts.join(" + ")
    }

    /// `<params>` of a generics object, synthetic `impl Trait` parameters
    /// left out (they are rendered in place).
    pub fn generics(&self, g: &Value) -> String {
        let mut parts = Vec::new();
        for p in g["params"].as_array().into_iter().flatten() {
            let name = p["name"].as_str().unwrap_or_default();
            let kind = &p["kind"];
            if let Some(l) = kind.get("lifetime") {
                let outlives: Vec<&str> = l["outlives"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect();
                if outlives.is_empty() {
                    parts.push(name.to_string());
                } else {
                    parts.push(format!("{name}: {}", outlives.join(" + ")));
                }
            } else if let Some(t) = kind.get("type") {
                if t["is_synthetic"].as_bool() == Some(true) {
                    continue;
                }
                let bounds = self.bounds(&t["bounds"]);
                let mut s = name.to_string();
                if !bounds.is_empty() {
                    s.push_str(": ");
                    s.push_str(&bounds);
                }
                if !t["default"].is_null() {
                    s.push_str(" = ");
                    s.push_str(&self.ty(&t["default"]));
                }
                parts.push(s);
            } else if let Some(c) = kind.get("const") {
                parts.push(format!("const {name}: {}", self.ty(&c["type"])));
            }
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("<{}>", parts.join(", "))
        }
    }

    /// ` where ...` of a generics object, or nothing.
    pub fn where_clause(&self, g: &Value) -> String {
        let mut parts = Vec::new();
        for w in g["where_predicates"].as_array().into_iter().flatten() {
            if let Some(b) = w.get("bound_predicate") {
                parts.push(format!(
                    "{}{}: {}",
                    self.hrtb(&b["generic_params"]),
                    self.ty(&b["type"]),
                    self.bounds(&b["bounds"])
                ));
            } else if let Some(l) = w.get("lifetime_predicate") {
                let o: Vec<&str> = l["outlives"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect();
                parts.push(format!(
                    "{}: {}",
                    l["lifetime"].as_str().unwrap_or_default(),
                    o.join(" + ")
                ));
            } else if let Some(e) = w.get("eq_predicate") {
                parts.push(format!(
                    "{} = {}",
                    self.ty(&e["lhs"]),
                    self.ty(e["rhs"].get("type").unwrap_or(&Value::Null))
                ));
            }
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(" where {}", parts.join(", "))
        }
    }

    /// `(params) -> output`; the receiver as `self`, `&self`, `&mut self`.
    pub fn sig_tail(&self, sig: &Value, names: bool) -> String {
        let mut params = Vec::new();
        for input in sig["inputs"].as_array().into_iter().flatten() {
            let name = input[0].as_str().unwrap_or("_");
            let t = &input[1];
            if name == "self" {
                params.push(receiver(t).unwrap_or_else(|| format!("self: {}", self.ty(t))));
            } else if names {
                params.push(format!("{name}: {}", self.ty(t)));
            } else {
                params.push(self.ty(t));
            }
        }
        let out = match &sig["output"] {
            Value::Null => String::new(),
            t => format!(" -> {}", self.ty(t)),
        };
        format!("({}){out}", params.join(", "))
    }

    /// A function item: qualifiers, generics, parameters, output, where.
    pub fn function(&self, f: &Value) -> String {
        let h = &f["header"];
        let mut q = String::new();
        if h["is_const"].as_bool() == Some(true) {
            q.push_str("const ");
        }
        if h["is_unsafe"].as_bool() == Some(true) {
            q.push_str("unsafe ");
        }
        format!(
            "{q}fn{}{}{}",
            self.generics(&f["generics"]),
            self.sig_tail(&f["sig"], self.style.names()),
            self.where_clause(&f["generics"])
        )
    }
}

/// `self`, `&self`, `&mut self` (with a named lifetime) for a receiver type.
fn receiver(t: &Value) -> Option<String> {
    if t.get("generic").and_then(Value::as_str) == Some("Self") {
        return Some("self".into());
    }
    let r = t.get("borrowed_ref")?;
    if r["type"].get("generic").and_then(Value::as_str) != Some("Self") {
        return None;
    }
    let lt = match r["lifetime"].as_str() {
        Some(l) if l != "'_" => format!("{l} "),
        _ => String::new(),
    };
    let m = if r["is_mutable"].as_bool() == Some(true) {
        "mut "
    } else {
        ""
    };
    Some(format!("&{lt}{m}self"))
}
