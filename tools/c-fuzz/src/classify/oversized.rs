//! Upstream's union wrapper structs (a `__BindgenUnionField` per member, for
//! unions Rust's own cannot stand for) whose members are larger than the
//! union: the zero-sized fields leave the size checks passing, but reading a
//! member reads past the record. Ours makes such a union an opaque blob with
//! a warning (a member of a larger `replaces` definition, say).

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use crate::runner::{self, Tools};

/// The wrapper structs in `rs` holding a member larger than themselves,
/// found by compiling a copy (`*.unionfields.rs` beside it) with a size
/// check per member.
pub(super) fn oversized_union_members(tools: &Tools, rs: &Path, edition: &str) -> Vec<String> {
    let Ok(text) = fs::read_to_string(rs) else {
        return Vec::new();
    };
    let checks = member_checks(&text);
    if checks.is_empty() {
        return Vec::new();
    }
    let copy = rs.with_extension("unionfields.rs");
    if fs::write(&copy, format!("{text}\n{checks}")).is_err() {
        return Vec::new();
    }
    match runner::compile(tools, &copy, edition) {
        Err(e) => runner::failed_layout_records(&e),
        Ok(_) => Vec::new(),
    }
}

/// One check a line per `__BindgenUnionField<T>` member of a non-generic
/// struct, written as upstream's size checks are (`["Size of S"][...]`),
/// so that a failing one names its record the same way.
fn member_checks(text: &str) -> String {
    let mut out = String::new();
    let mut record: Option<&str> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("pub struct ") {
            let end = rest.find([' ', '{', '<', '(']).unwrap_or(rest.len());
            let generic = rest[end..].starts_with('<');
            record = (!generic).then(|| &rest[..end]);
            continue;
        }
        if line.starts_with('}') {
            record = None;
            continue;
        }
        let Some(r) = record else { continue };
        let Some((_, ty)) = line.trim().split_once(": __BindgenUnionField<") else {
            continue;
        };
        // (A member rustfmt split over lines is left out.)
        let Some(ty) = ty.strip_suffix(">,") else {
            continue;
        };
        let _ = writeln!(
            out,
            "const _: () = {{ [\"Size of {r}\"][(::core::mem::size_of::<{ty}>() > ::core::mem::size_of::<{r}>()) as usize]; }};"
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::member_checks;

    #[test]
    fn one_check_per_union_field_member() {
        let text = "pub struct U {\n    pub a: __BindgenUnionField<[[S; 3usize]; 8usize]>,\n    pub b: u32,\n    pub bindgen_union_field: [u64; 2usize],\n}\npub struct G<T> {\n    pub t: __BindgenUnionField<T>,\n}\n";
        let checks = member_checks(text);
        assert_eq!(checks.lines().count(), 1, "{checks}");
        assert!(checks.contains("[\"Size of U\"]"));
        assert!(checks.contains("size_of::<[[S; 3usize]; 8usize]>() > ::core::mem::size_of::<U>()"));
        let names = crate::runner::failed_layout_records(&format!(
            "error[E0080]: index out of bounds\n  |\n1 | {checks}"
        ));
        assert_eq!(names, ["U"]);
    }
}
