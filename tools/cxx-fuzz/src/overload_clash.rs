//! Upstream's overload numbers meeting a declared name: the second overload
//! of `f1` is `f11` upstream also when the header declares an `f11` of its
//! own, so upstream's output holds two functions called `f11` and does not
//! compile; ours passes over the taken number (`f12`).
//! book/src/differences.md#overload-numbers-never-repeat-a-functions-name
//! (methods: #c-method-declarations-never-take-a-taken-name).

use api_diff::{Api, Difference};

/// The names upstream declares more than once as functions (`fn f11`,
/// whose second declaration the comparison keys `fn f11 (#2)`).
fn repeated(upstream: &Api) -> Vec<&str> {
    upstream
        .items
        .keys()
        .filter_map(|k| k.strip_suffix(')')?.rsplit_once(" (#"))
        .filter(|(name, _)| name.starts_with("fn "))
        .map(|(name, _)| name)
        .collect()
}

/// The item a key names, without the comparison's repeat mark.
fn unmarked(key: &str) -> &str {
    match key.rsplit_once(" (#") {
        Some((name, n)) if n.ends_with(')') => name,
        _ => key,
    }
}

/// Whether difference `d` comes from a function name upstream repeats:
/// any difference about the repeated name itself, or a function upstream
/// lacks whose symbol ours links under another number (the one ours gave
/// the overload instead of the taken name).
pub fn explains(ours: &Api, upstream: &Api, d: &Difference) -> bool {
    let names = repeated(upstream);
    if names.is_empty() {
        return false;
    }
    if names.contains(&unmarked(&d.item)) {
        return true;
    }
    if d.what != "item" || d.upstream != api_diff::compare::MISSING {
        return false;
    }
    let link = |api: &Api, key: &str| -> Option<String> {
        api.items.get(key)?.facets.get("link_name").cloned()
    };
    let Some(ours_link) = link(ours, &d.item) else {
        return false;
    };
    upstream
        .items
        .keys()
        .filter(|k| names.contains(&unmarked(k)))
        .any(|k| link(upstream, k).as_ref() == Some(&ours_link))
}

#[cfg(test)]
mod tests {
    use super::*;

    const UPSTREAM: &str = r#"
extern "C" {
    #[link_name = "\u{1}_Z2f1v"]
    pub fn f1();
    #[link_name = "\u{1}_Z2f1c"]
    pub fn f11(a: i8);
    #[link_name = "\u{1}_Z3f11i"]
    pub fn f11(a: i32);
    #[link_name = "\u{1}_Z1gv"]
    pub fn g();
}
"#;
    const OURS: &str = r#"
extern "C" {
    #[link_name = "\u{1}_Z2f1v"]
    pub fn f1();
    #[link_name = "\u{1}_Z2f1c"]
    pub fn f12(a: i8);
    #[link_name = "\u{1}_Z3f11i"]
    pub fn f11(a: i32);
    #[link_name = "\u{1}_Z1hv"]
    pub fn h();
}
"#;

    #[test]
    fn the_repeated_name_and_the_renumbered_overload_are_explained() {
        let ours = Api::from_source(OURS).unwrap();
        let up = Api::from_source(UPSTREAM).unwrap();
        let cmp = api_diff::compare(&ours, &up);
        let mut explained = Vec::new();
        let mut left = Vec::new();
        for d in &cmp.differences {
            if explains(&ours, &up, d) {
                explained.push(d.item.clone());
            } else {
                left.push(d.item.clone());
            }
        }
        assert!(explained.iter().any(|i| i == "fn f12"), "{explained:?}");
        assert!(
            explained.iter().any(|i| i == "fn f11 (#2)"),
            "{explained:?}"
        );
        // A function of ours upstream lacks for another reason stays.
        assert!(left.iter().any(|i| i == "fn h"), "{left:?}");
        assert!(left.iter().any(|i| i == "fn g"), "{left:?}");
    }
}
