//! The parse callbacks behind `--with-derive-custom*` and `--with-attribute-custom*`.

use crate::callbacks::{AttributeInfo, DeriveInfo, ParseCallbacks, TypeKind};

/// Adds derives/attributes from `--with-derive-custom*` / `--with-attribute-custom*`.
#[derive(Debug)]
pub(crate) struct CustomCallback {
    pub(crate) kind: Option<TypeKind>,
    pub(crate) regex: regex::Regex,
    pub(crate) pattern: String,
    pub(crate) values: Vec<String>,
    pub(crate) derives: bool,
    pub(crate) flag: &'static str,
}

impl CustomCallback {
    fn applies(&self, name: &str, kind: TypeKind) -> bool {
        self.kind.iter().all(|k| *k == kind) && self.regex.is_match(name)
    }
}

impl ParseCallbacks for CustomCallback {
    fn cli_args(&self) -> Vec<String> {
        vec![
            self.flag.to_string(),
            format!("{}={}", self.pattern, self.values.join(",")),
        ]
    }
    fn add_derives(&self, info: &DeriveInfo<'_>) -> Vec<String> {
        if self.derives && self.applies(info.name, info.kind) {
            self.values.clone()
        } else {
            vec![]
        }
    }
    fn add_attributes(&self, info: &AttributeInfo<'_>) -> Vec<String> {
        if !self.derives && self.applies(info.name, info.kind) {
            self.values.clone()
        } else {
            vec![]
        }
    }
}

/// Splits attributes at commas outside brackets.
pub(crate) fn split_attrs(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}
