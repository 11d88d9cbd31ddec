//! Taking the top-level items rustc reports errors in out of a generated
//! file, so that the layout checks of the rest can still run: a record
//! upstream lays out wrong is then told apart from one that an unrelated
//! error (a type both sides leave out, say) kept from being checked.

/// The 1-based lines of `file_name` that rustc's errors point at
/// (`--> path/file_name:LINE:COL`).
pub fn error_lines(rustc_errors: &str, file_name: &str) -> Vec<usize> {
    let mut out: Vec<usize> = rustc_errors
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("--> "))
        .filter_map(|at| {
            let mut parts = at.rsplitn(3, ':');
            let _col = parts.next()?;
            let line = parts.next()?.parse().ok()?;
            parts.next()?.ends_with(file_name).then_some(line)
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// `text` without the top-level items (with their attributes) holding
/// any of `lines` (1-based), or `None` when no line falls in an item.
pub fn without_items(text: &str, lines: &[usize]) -> Option<String> {
    let all: Vec<&str> = text.lines().collect();
    let mut drop = vec![false; all.len()];
    let mut any = false;
    for &l in lines {
        let Some((start, end)) = item_around(&all, l.checked_sub(1)?) else {
            continue;
        };
        drop[start..=end].iter_mut().for_each(|d| *d = true);
        any = true;
    }
    any.then(|| {
        all.iter()
            .zip(&drop)
            .filter(|(_, d)| !**d)
            .map(|(l, _)| format!("{l}\n"))
            .collect()
    })
}

/// The types rustc reports missing (`cannot find type `X` in this scope`).
pub fn missing_types(rustc_errors: &str) -> Vec<String> {
    let mut out: Vec<String> = rustc_errors
        .lines()
        .filter_map(|l| l.split_once("cannot find type `"))
        .filter_map(|(_, rest)| rest.split_once('`'))
        .map(|(name, _)| name.to_owned())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// `text` with every pointer to one of `names` (`*mut X`, `*const X`) made
/// a pointer to `c_void`, or `None` when there is none. A record pointing
/// at a removed type keeps its layout (a pointer is a pointer), so its own
/// layout checks still run rather than going with the type it points at.
pub fn pointers_to_void(text: &str, names: &[String]) -> Option<String> {
    let mut out = text.to_owned();
    let mut any = false;
    for name in names {
        for kind in ["*mut ", "*const "] {
            let from = format!("{kind}{name}");
            let mut kept = String::with_capacity(out.len());
            let mut rest = out.as_str();
            while let Some(i) = rest.find(&from) {
                let after = &rest[i + from.len()..];
                let whole = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
                kept.push_str(&rest[..i]);
                if whole {
                    kept.push_str(kind);
                    kept.push_str("::std::os::raw::c_void");
                    any = true;
                } else {
                    kept.push_str(&from);
                }
                rest = after;
            }
            kept.push_str(rest);
            out = kept;
        }
    }
    any.then_some(out)
}

/// The first and last line (0-based) of the top-level item holding line
/// `at`, attributes included.
fn item_around(all: &[&str], at: usize) -> Option<(usize, usize)> {
    let top = |l: &str| !l.is_empty() && !l.starts_with([' ', '\t', '}', ')', ']', '#', '/']);
    let mut start = (0..=at.min(all.len().checked_sub(1)?))
        .rev()
        .find(|&i| top(all[i]))?;
    let end = if all[start].trim_end().ends_with('{') {
        (start + 1..all.len()).find(|&i| all[i].starts_with('}'))?
    } else {
        (start..all.len()).find(|&i| all[i].trim_end().ends_with(';'))?
    };
    while start > 0 && all[start - 1].starts_with("#[") {
        start -= 1;
    }
    (end >= at).then_some((start, end))
}

#[cfg(test)]
mod tests {
    use super::{error_lines, missing_types, pointers_to_void, without_items};

    #[test]
    fn drops_the_items_errors_point_at() {
        let rs = "pub type A = u8;\n#[repr(C)]\npub struct B {\n    pub x: Missing,\n}\npub struct C {\n    pub y: u8,\n}\n";
        let errors = "error[E0412]: cannot find type `Missing` in this scope\n --> /tmp/x/upstream.rs:4:12\n  |\n";
        let lines = error_lines(errors, "upstream.rs");
        assert_eq!(lines, vec![4]);
        let kept = without_items(rs, &lines).unwrap();
        assert_eq!(
            kept,
            "pub type A = u8;\npub struct C {\n    pub y: u8,\n}\n"
        );
        assert_eq!(without_items(rs, &[]), None);
    }

    #[test]
    fn points_at_void_instead_of_a_missing_type() {
        let errors = "error[E0425]: cannot find type `Gone` in this scope\n --> x.rs:3:12\n";
        let names = missing_types(errors);
        assert_eq!(names, vec!["Gone".to_owned()]);
        let rs = "pub struct A {\n    pub p: *mut Gone,\n    pub q: *const Gone_t,\n    pub v: Gone,\n}\n";
        let kept = pointers_to_void(rs, &names).unwrap();
        assert_eq!(
            kept,
            "pub struct A {\n    pub p: *mut ::std::os::raw::c_void,\n    pub q: *const Gone_t,\n    pub v: Gone,\n}\n"
        );
        assert_eq!(pointers_to_void("pub type B = u8;\n", &names), None);
    }
}
