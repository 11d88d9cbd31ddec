//! Reading `<div rustbindgen ...></div>` annotations out of a raw comment.
//!
//! The annotation is HTML-like: inside the comment, a `<div` tag whose
//! attributes start with the word `rustbindgen`; each following attribute is
//! a bare word (`hide`) or `word="value"` (`replaces="name"`). Several tags
//! in one comment add up.

use crate::ir::{AccessorKind, Annotations};

/// The annotations in `raw` (a comment as written), if it has any.
pub(crate) fn read(raw: &str) -> Option<Annotations> {
    if !raw.contains("rustbindgen") {
        return None;
    }
    let mut out = Annotations::default();
    let mut found = false;
    let mut rest = raw;
    while let Some(start) = rest.find("<div") {
        let after = &rest[start + "<div".len()..];
        let Some(end) = after.find('>') else { break };
        let attrs = attributes(&after[..end]);
        rest = &after[end..];
        if attrs.first().map_or(true, |(k, _)| k != "rustbindgen") {
            continue;
        }
        found = true;
        for (key, value) in &attrs[1..] {
            apply(&mut out, key, value.as_deref());
        }
    }
    found.then_some(out)
}

fn apply(out: &mut Annotations, key: &str, value: Option<&str>) {
    let yes = value != Some("false");
    match key {
        "hide" => out.hide = yes,
        "opaque" => out.opaque = yes,
        "nocopy" => out.no_copy = yes,
        "nodebug" => out.no_debug = yes,
        "nodefault" => out.no_default = yes,
        "mustusetype" => out.must_use = yes,
        "constant" => out.constant = yes,
        "private" => out.private = Some(yes),
        "replaces" => out.replaces = value.map(str::to_string),
        "derive" => out.derives.extend(value.map(str::to_string)),
        "attribute" => out.attributes.extend(value.map(str::to_string)),
        "accessor" => {
            out.accessor = Some(match value {
                None | Some("true") => Some(AccessorKind::Regular),
                Some("unsafe") => Some(AccessorKind::Unsafe),
                Some("immutable") => Some(AccessorKind::Immutable),
                _ => None,
            })
        }
        other => crate::logging::warn(&format!("unknown rustbindgen annotation `{other}` ignored")),
    }
}

/// The attributes of a tag: `(name, value)` pairs, in order.
fn attributes(tag: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut chars = tag.trim_end_matches('/').chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let key: String =
            std::iter::from_fn(|| chars.next_if(|c| !c.is_whitespace() && *c != '=')).collect();
        if key.is_empty() {
            break;
        }
        let value = if chars.next_if_eq(&'=').is_some() {
            match chars.next_if(|c| *c == '"' || *c == '\'') {
                Some(quote) => {
                    let v: String = std::iter::from_fn(|| chars.next_if(|c| *c != quote)).collect();
                    chars.next();
                    Some(v)
                }
                None => {
                    Some(std::iter::from_fn(|| chars.next_if(|c| !c.is_whitespace())).collect())
                }
            }
        } else {
            None
        };
        out.push((key, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::read;
    use crate::ir::AccessorKind;

    #[test]
    fn bare_words_and_values() {
        let a = read("/** <div rustbindgen hide opaque replaces=\"other\"></div> */").unwrap();
        assert!(a.hide && a.opaque);
        assert_eq!(a.replaces.as_deref(), Some("other"));
        let a = read("/// <div rustbindgen derive=\"PartialEq\" derive='Eq' accessor=\"unsafe\">")
            .unwrap();
        assert_eq!(a.derives, ["PartialEq", "Eq"]);
        assert_eq!(a.accessor, Some(Some(AccessorKind::Unsafe)));
        let a =
            read("/** <div rustbindgen private=\"false\" accessor=\"false\"></div> */").unwrap();
        assert_eq!(a.private, Some(false));
        assert_eq!(a.accessor, Some(None));
        let a = read("/** <div rustbindgen attribute=\"doc(hidden)\" attribute='must_use'> */")
            .unwrap();
        assert_eq!(a.attributes, ["doc(hidden)", "must_use"]);
    }

    #[test]
    fn only_rustbindgen_tags_count() {
        assert!(read("/** plain text about rustbindgen */").is_none());
        assert!(read("/** <div class=\"rustbindgen\"></div> */").is_none());
        let a = read("/** <div x></div> text <div rustbindgen nocopy></div> */").unwrap();
        assert!(a.no_copy);
    }
}
