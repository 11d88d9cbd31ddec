//! The set of traits a type can derive, and how two sets combine (what a
//! record holding both can derive).

/// Traits a type can derive.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DeriveSet {
    pub copy: bool,
    pub debug: bool,
    pub default: bool,
    pub hash: bool,
    pub partialeq: bool,
    pub eq: bool,
    pub has_union: bool,
    pub has_float: bool,
    pub has_flex: bool,
    /// Holds what upstream never compares (a vector type, a packed struct
    /// it does not derive `Copy` for): no `PartialEq` derive, nor a
    /// hand-written one (`--impl-partialeq`).
    pub cannot_compare: bool,
    /// Default cannot be derived but a zero-filling impl is fine.
    pub manual_default: bool,
    /// Not `Copy` only because a `nocopy` annotation (on a member's type,
    /// at any depth) reached it: upstream's derives never carry the
    /// annotation to a holder, and a `__BindgenUnionField` struct copies
    /// whatever it holds, so such a union derives `Copy` as upstream's.
    /// Meaningful only where `copy` is false; false when unsure.
    pub copy_lost_to_annotation: bool,
}

/// Every trait, nothing in the way.
pub(super) const ALL: DeriveSet = DeriveSet {
    copy: true,
    debug: true,
    default: true,
    hash: true,
    partialeq: true,
    eq: true,
    has_union: false,
    has_float: false,
    has_flex: false,
    cannot_compare: false,
    manual_default: false,
    copy_lost_to_annotation: false,
};

impl DeriveSet {
    /// Every trait, nothing in the way (a one-byte stand-in struct).
    pub(crate) fn everything() -> DeriveSet {
        ALL
    }
}

/// No trait; `Default` by a zero-filling impl.
pub(super) const NONE: DeriveSet = DeriveSet {
    copy: false,
    debug: false,
    default: false,
    hash: false,
    partialeq: false,
    eq: false,
    has_union: false,
    has_float: false,
    has_flex: false,
    cannot_compare: false,
    manual_default: true,
    copy_lost_to_annotation: false,
};

/// What a record holding types deriving `a` and `b` can derive.
pub(super) fn meet(a: DeriveSet, b: DeriveSet) -> DeriveSet {
    DeriveSet {
        copy: a.copy && b.copy,
        debug: a.debug && b.debug,
        default: a.default && b.default,
        hash: a.hash && b.hash,
        partialeq: a.partialeq && b.partialeq,
        eq: a.eq && b.eq,
        has_union: a.has_union || b.has_union,
        has_float: a.has_float || b.has_float,
        has_flex: a.has_flex || b.has_flex,
        cannot_compare: a.cannot_compare || b.cannot_compare,
        manual_default: a.manual_default || b.manual_default || !b.default,
        copy_lost_to_annotation: !(a.copy && b.copy)
            && (a.copy || a.copy_lost_to_annotation)
            && (b.copy || b.copy_lost_to_annotation),
    }
}

impl DeriveSet {
    /// `self` less `Copy`, taken by a `nocopy` annotation only.
    pub(super) fn less_copy_by_annotation(self) -> DeriveSet {
        DeriveSet {
            copy: false,
            copy_lost_to_annotation: self.copy || self.copy_lost_to_annotation,
            ..self
        }
    }

    /// `self` less the traits whose derives read the fields one by one
    /// (`Debug`, `Hash`, `PartialEq`, `Eq`; `Default` by the zero-filling
    /// impl instead): what a union, or a packed struct without `Copy`, and
    /// what holds one keep.
    pub(super) fn less_fieldwise(self) -> DeriveSet {
        DeriveSet {
            debug: false,
            hash: false,
            partialeq: false,
            eq: false,
            default: false,
            manual_default: true,
            ..self
        }
    }

    /// `self` less `Copy`, for a reason upstream sees too.
    pub(super) fn less_copy(self) -> DeriveSet {
        DeriveSet {
            copy: false,
            copy_lost_to_annotation: false,
            ..self
        }
    }
}
