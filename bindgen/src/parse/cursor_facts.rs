//! Facts read off one cursor or type, with no parser state: where it is, its
//! key across redeclarations, its access, whether it is a class or lies
//! inside a template, its layout. A leaf that the declaration, record,
//! member-spelling, type, template and C++ walkers all share.

use crate::clang::{self, Cursor};
use crate::fixpoint::{walk, Step};
use crate::ir::{Access, Layout, SourceLoc};

/// How the reason of an opaque template instantiation starts.
pub(crate) const TEMPLATE_INSTANTIATION: &str = "template instantiation";

/// IR access of a clang access.
pub(crate) fn access_of(c: Cursor<'_>) -> Access {
    match c.access() {
        clang::Access::Public => Access::Public,
        clang::Access::Protected => Access::Protected,
        clang::Access::Private => Access::Private,
    }
}

/// Whether a cursor kind declares a template.
pub(crate) fn is_template_decl(kind: i32) -> bool {
    matches!(
        kind,
        clang::CXCursor_ClassTemplate
            | clang::CXCursor_ClassTemplatePartialSpecialization
            | clang::CXCursor_FunctionTemplate
    )
}

/// Whether a declaration is a template specialization or is declared
/// inside one or inside a template (`basic_ostream<C>::sentry`): such
/// classes have no layout of their own until templates are supported.
pub(crate) fn in_template(c: Cursor<'_>) -> bool {
    walk("enclosing declarations", Some(c), |cur| {
        let Some(x) = cur else {
            return Step::Done(false);
        };
        if is_template_decl(x.kind())
            || (is_record_decl(x.kind()) && x.specialized_template().is_some())
        {
            return Step::Done(true);
        }
        if x.kind() == clang::CXCursor_Namespace || x.kind() == clang::CXCursor_TranslationUnit {
            return Step::Done(false);
        }
        Step::Next(x.semantic_parent())
    })
    .unwrap_or(false)
}

/// Whether a cursor kind declares a class, struct or union.
pub(crate) fn is_record_decl(kind: i32) -> bool {
    matches!(
        kind,
        clang::CXCursor_StructDecl | clang::CXCursor_UnionDecl | clang::CXCursor_ClassDecl
    )
}

/// Where a cursor is in the source.
pub(crate) fn source_loc(c: Cursor<'_>) -> SourceLoc {
    let l = c.location();
    SourceLoc {
        file: l.file,
        line: l.line,
        col: l.column,
        offset: l.offset,
    }
}

/// Size and alignment of a complete type.
pub(crate) fn layout_of(t: clang::Type<'_>) -> Option<Layout> {
    Some(Layout {
        size: t.size()?,
        align: t.align()?,
    })
}

/// A key that identifies a declaration across redeclarations.
pub(crate) fn decl_key(c: Cursor<'_>) -> String {
    let canon = c.canonical();
    let usr = canon.usr();
    // Anonymous records share USRs like `c:@S@outer@Sa`; their location is what
    // tells them apart.
    if usr.is_empty()
        || usr.ends_with('@')
        || canon.is_anonymous()
        || canon.spelling().is_empty()
        || usr.contains("@Sa")
        || usr.contains("@Ua")
        || usr.contains("@Ea")
    {
        format!(
            "{}:{}:{}:{}",
            canon.kind(),
            canon.hash(),
            canon.position_key(),
            canon.spelling()
        )
    } else {
        usr
    }
}
