//! The signatures of the methods upstream does not bind (private, deleted,
//! inline or hidden ones) that an allowlist still reaches.
//!
//! Upstream reads such a method's function type all the same, as an
//! anonymous type of the class, and matches the allow lists against its
//! name, `ns::Class__bindgen_ty_id_N` (N an internal number). A pattern
//! that reaches past the class's name (`.*Widget.*`, `ns::Widget.+`) names
//! it, and the types the signature names are then emitted: its parameters
//! and return type, and the class itself through a typed `this` (a
//! non-static, non-virtual method, or a destructor). The method itself is
//! still left out. Operators and conversions are never read.

use super::select::collect_sig_types;
use crate::ir::{Ir, MethodKind, TypeId};
use crate::options::BindgenOptions;

/// Pushes onto `work` what the unbound methods of class `id` and of the
/// classes nested in it bring when the type or item allowlists name their
/// function types. Only called when allowlisting recursively.
pub(crate) fn collect(
    ir: &Ir,
    opts: &BindgenOptions,
    names: &[Option<String>],
    id: TypeId,
    work: &mut Vec<TypeId>,
) {
    let what = "`analysis::unbound_method_sigs::collect`";
    super::cxx::for_each_concrete_class(ir, id, what, &mut |id, cx| {
        let class_path = names[id.0].as_deref().unwrap_or("");
        let mut brings_class = false;
        for m in &cx.methods {
            if super::cxx::method_is_kept(opts, m)
                || matches!(m.kind, MethodKind::Operator | MethodKind::Conversion)
            {
                continue;
            }
            // (Any number stands for upstream's: a pattern that tells one
            // number from another names no item anyone can know.)
            let name = format!("{class_path}__bindgen_ty_id_{}", m.function.0 + 1);
            if !(opts.allowlisted_types.matches(&name) || opts.allowlisted_items.matches(&name)) {
                continue;
            }
            collect_sig_types(ir, &ir.functions[m.function].sig, work);
            brings_class |= match m.kind {
                MethodKind::Static => false,
                MethodKind::Destructor => true,
                _ => !m.is_virtual,
            };
        }
        if brings_class {
            work.push(id);
        }
    });
}
