//! Pointers to an opaque function typedef. Upstream spells `handler_fn *`
//! as `handler_fn` even when the typedef is an empty blob, so a pointer
//! C passes, returns or stores becomes a zero-sized value; ours keeps the
//! pointer (book/src/differences.md, "A pointer to an opaque function
//! typedef stays a pointer").

/// Whether `ours` is `upstream` with one `*mut ` added before a name that
/// upstream's output `up_rs` defines as an empty blob.
pub(super) fn pointer_kept(up_rs: &str, ours: &str, upstream: &str) -> bool {
    ours.match_indices("*mut ").any(|(i, m)| {
        let rest = &ours[i + m.len()..];
        if format!("{}{rest}", &ours[..i]) != upstream {
            return false;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        !name.is_empty() && is_empty_blob(up_rs, &name)
    })
}

/// Whether `rs` defines `name` as a zero-sized opaque blob.
fn is_empty_blob(rs: &str, name: &str) -> bool {
    let wanted = format!("type {name} = __BindgenOpaqueArray<[u32; 0usize]>;");
    rs.lines()
        .any(|l| l.trim().trim_start_matches("pub ") == wanted)
}

#[cfg(test)]
mod tests {
    use super::pointer_kept;

    const UP: &str = "pub type Ty13_link = __BindgenOpaqueArray<[u32; 0usize]>;\n\
                      pub type Ty14_word = ::std::os::raw::c_int;\n";

    #[test]
    fn a_pointer_to_an_empty_blob_typedef_is_recognised() {
        assert!(pointer_kept(UP, "p19: *mut Ty13_link", "p19: Ty13_link"));
        assert!(pointer_kept(UP, "*mut Ty13_link", "Ty13_link"));
        assert!(pointer_kept(
            UP,
            "q: *mut *mut Ty13_link",
            "q: *mut Ty13_link"
        ));
        assert!(pointer_kept(UP, "pub *mut Ty13_link", "pub Ty13_link"));
    }

    #[test]
    fn other_pointer_differences_are_not() {
        assert!(!pointer_kept(UP, "p: *mut Ty14_word", "p: Ty14_word"));
        assert!(!pointer_kept(UP, "p: *mut Ty13_linked", "p: Ty13_linked"));
        assert!(!pointer_kept(UP, "p: *const Ty13_link", "p: Ty13_link"));
        assert!(!pointer_kept(UP, "p: *mut Ty13_link", "p: u8"));
    }
}
