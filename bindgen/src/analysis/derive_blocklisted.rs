//! What a blocklisted type derives, as far as the derive analysis
//! (`derive.rs`) can tell: only what the user's callbacks say it implements.

use super::derive_set::{DeriveSet, NONE};
use crate::options::BindgenOptions;

/// What a blocklisted type named `name` derives: what the callbacks
/// say it implements.
pub(super) fn blocklisted_derives(opts: &BindgenOptions, name: &str) -> DeriveSet {
    use crate::callbacks::{DeriveTrait, ImplementsTrait};
    // Only about the traits the options derive (as upstream): the answer
    // for another could change nothing.
    let ask = |t: DeriveTrait| {
        let wanted = match t {
            DeriveTrait::Copy => opts.derive_copy,
            DeriveTrait::Debug => opts.derive_debug,
            DeriveTrait::Default => opts.derive_default,
            DeriveTrait::Hash => opts.derive_hash,
            DeriveTrait::PartialEqOrPartialOrd => {
                opts.derive_partialeq || opts.derive_partialord || opts.derive_eq || opts.derive_ord
            }
        };
        wanted
            && opts
                .parse_callbacks
                .iter()
                .rev()
                .find_map(|cb| cb.blocklisted_type_implements_trait(name, t))
                .map(|r| r != ImplementsTrait::No)
                .unwrap_or(false)
    };
    let pe = ask(DeriveTrait::PartialEqOrPartialOrd);
    DeriveSet {
        copy: ask(DeriveTrait::Copy),
        debug: ask(DeriveTrait::Debug),
        default: ask(DeriveTrait::Default),
        hash: ask(DeriveTrait::Hash),
        partialeq: pe,
        eq: pe,
        manual_default: false,
        // Upstream writes no `PartialEq` impl (`--impl-partialeq`) for
        // what holds a blocklisted or hidden type it cannot compare.
        cannot_compare: !pe,
        ..NONE
    }
}
