//! The name upstream gives the unnamed type a C++ variable's declaration
//! spells (`extern const ::n4::A5 *v;` makes `ptr_const___n4__A5` in the
//! variable's namespace). That item decides, with the named type it points
//! to, whether the namespace keeps a `pub mod` when the variable is not
//! emitted (`analysis::namespaces`), and the type blocklists match it.
//!
//! The rules, found by running upstream 0.73.2 on small headers (its
//! `--emit-ir`): a pointer is `ptr_` and its pointee's name, a reference
//! `ref_`, an array `arrayN_` and its element's; a pointee's name is its
//! declaration's own name when it is written as a plain path (`n4::A5`
//! gives `A5`), else clang's spelling of it with `_` for every character
//! that cannot be in an identifier (`const ::n4::A5` gives
//! `const___n4__A5`, `unsigned long` gives `unsigned_long`). A pointer to
//! a pointer, a function or an instantiation gets a numbered name
//! (`_bindgen_ty_id_N`) we cannot know: it is given as `_bindgen_ty_id_`
//! and a stand-in number, which the lists of the fuzzer and of users
//! (`.*`, `.*A5`, `n4::A5`) match the same way.

use crate::clang::{self, Type};

/// Upstream's name of the pointer, reference or array type `t` (a
/// variable's declared type), or `None` for any other type (a named type
/// by value, a builtin).
pub(super) fn unnamed_item(t: Type<'_>) -> Option<String> {
    let t = plain(t);
    match t.kind() {
        clang::CXType_Pointer => Some(compound("ptr_", t.pointee()?)),
        clang::CXType_LValueReference | clang::CXType_RValueReference => {
            Some(compound("ref_", t.pointee()?))
        }
        clang::CXType_ConstantArray => {
            let n = t.num_elements()?;
            let elem = t.element()?;
            let inner = unnamed_item(elem).unwrap_or_else(|| pointee_name(elem));
            Some(format!("array{n}_{inner}"))
        }
        _ => None,
    }
}

/// A stand-in for upstream's numbered names (its item ids).
const NUMBERED: &str = "_bindgen_ty_id_0";

/// `prefix` and the name of `pointee`, or a numbered name when the pointee
/// is itself a pointer, a function or an instantiation.
fn compound(prefix: &str, pointee: Type<'_>) -> String {
    let inner = plain(pointee);
    let numbered = matches!(
        inner.kind(),
        clang::CXType_Pointer
            | clang::CXType_LValueReference
            | clang::CXType_RValueReference
            | clang::CXType_FunctionProto
            | clang::CXType_FunctionNoProto
            | clang::CXType_MemberPointer
    ) || pointee.spelling().contains('<');
    if numbered {
        NUMBERED.to_owned()
    } else {
        format!("{prefix}{}", pointee_name(pointee))
    }
}

/// A pointee's or element's name: its declaration's name when written as a
/// plain path without qualifiers, else its spelling made an identifier.
fn pointee_name(t: Type<'_>) -> String {
    let spelling = t.spelling();
    let plain_path = !spelling.starts_with("::")
        && spelling
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':');
    if plain_path {
        if let Some(decl) = plain(t).declaration() {
            let name = decl.spelling();
            if !name.is_empty() {
                return name;
            }
        }
    }
    spelling
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// `t` without an elaborated spelling around it (`n4::A5` as written).
fn plain(t: Type<'_>) -> Type<'_> {
    if t.kind() == clang::CXType_Elaborated {
        t.named().unwrap_or(t)
    } else {
        t
    }
}
