//! Code generation's calls into `ParseCallbacks` that are not tied to one item kind:
//! per-field visibility and the `new_item_found` discovery notifications
//! (with the item's source location).

use super::cx::Cx;
use crate::callbacks::{
    DiscoveredItem, DiscoveredItemId, FieldAttributeInfo, FieldInfo, ItemInfo, ItemKind,
    SourceLocation, TypeKind as CbTypeKind,
};
use crate::ir::{FunctionId, SourceLoc, TypeId, TypeKind, VarId};
use crate::options::FieldVisibilityKind;
use proc_macro2::TokenStream;
use quote::quote;

impl Cx<'_> {
    /// The Rust name of a named data field: `ParseCallbacks::field_name` (the
    /// last callback with an opinion), else the C name, keyword-escaped.
    pub(crate) fn field_ident(
        &self,
        type_name: &str,
        field_name: &str,
        field_ty: TypeId,
    ) -> proc_macro2::Ident {
        let field_type_name = self.callback_type_name(field_ty);
        let renamed = self.callbacks.iter().rev().find_map(|cb| {
            cb.field_name(FieldInfo {
                type_name,
                field_name,
                field_type_name,
            })
        });
        super::lits::ident(renamed.as_deref().unwrap_or(field_name))
    }

    /// A field type's name as the field callbacks are given it
    /// (`FieldInfo::field_type_name`), as upstream: the C name of the type
    /// the field is declared with, unqualified (`unsigned int`, `point_t`,
    /// `Inner` for `Outer::Inner`, `Box` for `Box<int>`, `T`), or `None` for
    /// a type without a name of its own (pointers, arrays, anonymous records).
    fn callback_type_name(&self, id: TypeId) -> Option<&str> {
        match &self.ir.ty(id).kind {
            TypeKind::Record(_) | TypeKind::Enum(_) | TypeKind::Alias { .. } => {
                self.ir.declared_name(id)
            }
            TypeKind::TypeParam { name } => Some(name),
            TypeKind::Instantiation(i) => self.callback_type_name(i.template),
            // C spells it `_Bool` (`bool` is a macro there).
            TypeKind::Bool if !self.ir.cxx => Some("_Bool"),
            _ => self.ir.primitive_spellings.get(&id).map(String::as_str),
        }
    }

    /// The visibility of one field: the last callback with an opinion, else the default.
    pub(crate) fn field_vis(
        &self,
        type_name: &str,
        field_name: &str,
        field_ty: Option<TypeId>,
    ) -> TokenStream {
        let field_type_name = field_ty.and_then(|t| self.callback_type_name(t));
        let chosen = self.callbacks.iter().rev().find_map(|cb| {
            cb.field_visibility(FieldInfo {
                type_name,
                field_name,
                field_type_name,
            })
        });
        match chosen {
            Some(FieldVisibilityKind::Public) => quote!(pub),
            Some(FieldVisibilityKind::PublicCrate) => quote!(pub(crate)),
            Some(FieldVisibilityKind::Private) => quote!(),
            None => self.vis(),
        }
    }

    /// Attributes for one field: `Builder::field_attribute` entries (written without
    /// `#[]`) and `field_attributes` callbacks (written with it).
    pub(crate) fn field_attrs(
        &self,
        type_name: &str,
        kind: CbTypeKind,
        field_name: &str,
        field_ty: Option<TypeId>,
    ) -> TokenStream {
        let mut out = TokenStream::new();
        for (t, f, a) in &self.opts.field_attributes {
            if t == type_name && f == field_name {
                if let Ok(ts) = a.parse::<TokenStream>() {
                    out.extend(quote!(#[#ts]));
                }
            }
        }
        let field_type_name = field_ty.and_then(|t| self.callback_type_name(t));
        let info = FieldAttributeInfo {
            type_name,
            type_kind: kind,
            field_name,
            field_type_name,
        };
        for cb in self.callbacks {
            for a in cb.field_attributes(&info) {
                if let Ok(ts) = a.parse::<TokenStream>() {
                    out.extend(ts);
                }
            }
        }
        out
    }

    /// `generated_name_override` (the last callback that answers) for the
    /// declaration's own name (`free_fn`, `area`, `Shape_destructor`).
    pub(crate) fn name_override(&self, name: &str, kind: ItemKind) -> Option<String> {
        self.callbacks
            .iter()
            .rev()
            .find_map(|cb| cb.generated_name_override(ItemInfo { name, kind }))
    }

    /// `generated_link_name_override` (the last callback that answers), asked
    /// with the name after [`Cx::name_override`], as upstream asks it.
    pub(crate) fn link_name_override(&self, name: &str, kind: ItemKind) -> Option<String> {
        self.callbacks
            .iter()
            .rev()
            .find_map(|cb| cb.generated_link_name_override(ItemInfo { name, kind }))
    }

    /// `item_name` for a function, variable or constant: the new name, or the C name.
    pub(crate) fn item_rename(&self, c_name: &str, kind: ItemKind) -> String {
        self.callbacks
            .iter()
            .rev()
            .find_map(|cb| cb.item_name(ItemInfo { name: c_name, kind }))
            .unwrap_or_else(|| c_name.to_string())
    }

    /// Reports an emitted struct, union, enum or typedef to `new_item_found`.
    pub(crate) fn report_type(&self, id: TypeId) {
        if self.callbacks.is_empty() {
            return;
        }
        let final_name = self.an.name(id).to_string();
        let ty = &self.ir.ty(id).kind;
        let loc = match ty {
            TypeKind::Record(r) => Some(&r.loc),
            TypeKind::Enum(e) => Some(&e.loc),
            TypeKind::Alias { loc, .. } => Some(loc),
            _ => None,
        };
        // A record named only by a typedef (`typedef struct {...} pair_t;`)
        // has that name as its own, and the typedef, which emits nothing of
        // its own, is not reported (as upstream).
        let item = match ty {
            TypeKind::Record(r) if r.kind == crate::ir::RecordKind::Union => {
                DiscoveredItem::Union {
                    original_name: self.ir.declared_name(id).map(str::to_string),
                    final_name,
                }
            }
            TypeKind::Record(_) => DiscoveredItem::Struct {
                original_name: self.ir.declared_name(id).map(str::to_string),
                final_name,
            },
            TypeKind::Alias {
                transparent: true,
                params,
                ..
            } if params.is_empty() => return,
            TypeKind::Enum(_) => DiscoveredItem::Enum { final_name },
            TypeKind::Alias { target, .. } => DiscoveredItem::Alias {
                alias_name: final_name,
                alias_for: DiscoveredItemId::new(target.0),
            },
            _ => return,
        };
        self.report(id.0, item, loc);
    }

    /// Reports an emitted function (numbered after all types) to `new_item_found`.
    pub(crate) fn report_function(&self, function: FunctionId, final_name: &str) {
        let index = function.0;
        let item = DiscoveredItem::Function {
            final_name: final_name.to_string(),
        };
        let loc = &self.ir.functions[index].loc;
        self.report(self.ir.types.len() + index, item, Some(loc));
    }

    /// Reports a method's wrapper in its class's `impl` (`new`, `destruct`,
    /// `area`) as a method of that class.
    pub(crate) fn report_method(&self, function: FunctionId, final_name: &str, class: TypeId) {
        let index = function.0;
        if self.callbacks.is_empty() {
            return;
        }
        let item = DiscoveredItem::Method {
            final_name: final_name.to_string(),
            parent: DiscoveredItemId::new(class.0),
        };
        let loc = &self.ir.functions[index].loc;
        self.report(self.ir.types.len() + index, item, Some(loc));
    }

    /// Reports an emitted variable (numbered after all functions): a
    /// `Constant` when it became a `pub const`, else a `Variable`.
    pub(crate) fn report_var(&self, var: VarId, final_name: &str, is_const: bool) {
        let index = var.0;
        let final_name = final_name.to_string();
        let item = if is_const {
            DiscoveredItem::Constant { final_name }
        } else {
            DiscoveredItem::Variable { final_name }
        };
        let id = self.ir.types.len() + self.ir.functions.len() + index;
        self.report(id, item, Some(&self.ir.vars[index].loc));
    }

    /// Reports an emitted macro constant (numbered after all variables).
    pub(crate) fn report_macro(&self, index: usize, final_name: &str, loc: &SourceLoc) {
        let item = DiscoveredItem::Constant {
            final_name: final_name.to_string(),
        };
        let id = self.ir.types.len() + self.ir.functions.len() + self.ir.vars.len() + index;
        self.report(id, item, Some(loc));
    }

    /// Calls every `new_item_found` with the item and its location (none for
    /// items without a file position, such as builtins).
    fn report(&self, id: usize, item: DiscoveredItem, loc: Option<&SourceLoc>) {
        let location = loc.filter(|l| l.line > 0).map(|l| SourceLocation {
            line: l.line as usize,
            col: l.col as usize,
            byte_offset: l.offset as usize,
            file_name: (!l.file.is_empty()).then(|| l.file.clone()),
        });
        for cb in self.callbacks {
            cb.new_item_found(DiscoveredItemId::new(id), item.clone(), location.as_ref());
        }
    }
}
