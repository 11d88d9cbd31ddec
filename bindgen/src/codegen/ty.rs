//! Rust spelling of IR types.
//!
//! A spelling may name a helper type (`__BindgenComplex`,
//! `__IncompleteArrayField`, an opaque array, the `objc` or `block`
//! crate): every spelling function records it in the `&mut Needs` it
//! takes, so the helpers written first are those the output names.

use super::cx::{Cx, Needs};
use super::lits::{ident, usize_lit};
use crate::ir::{FloatKind, FnSig, Instantiation, IntKind, TypeId, TypeKind};
use proc_macro2::TokenStream;
use quote::quote;

/// Where a type is used; decides array decay and flexible-array helpers.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Use {
    /// A struct/union member.
    Field,
    /// A function parameter.
    Param,
    /// Anywhere else.
    Other,
}

impl Cx<'_> {
    /// A C type from the ctypes prefix (`c_int`, `c_void`, …).
    pub(crate) fn ctype(&self, name: &str) -> TokenStream {
        let id = ident(name);
        if let Some(prefix) = &self.opts.ctypes_prefix {
            // (`Builder::generate` refused a prefix that is no path.)
            let p: TokenStream = prefix.parse().unwrap_or_default();
            return quote!(#p::#id);
        }
        if self.opts.use_core && (name == "c_void" || self.opts.rust_target.at_least(64)) {
            return quote!(::core::ffi::#id);
        }
        quote!(::std::os::raw::#id)
    }

    /// `--generate-block`: a clang block of function type `sig` as
    /// `*const ::block::Block<(args,), ret>` (`()` for no arguments or a
    /// `void` result).
    fn block_pointer(&self, n: &mut Needs, sig: TypeId) -> TokenStream {
        let ir = self.ir;
        let TypeKind::Function(f) = &ir.ty(ir.resolve_aliases(sig)).kind else {
            let void = self.ctype("c_void");
            return quote!(*mut #void);
        };
        n.block = true;
        let args: Vec<TokenStream> = f.params.iter().map(|(_, t)| self.ty(n, *t)).collect();
        let args = match args.as_slice() {
            [one] => quote!((#one,)),
            _ => quote!((#(#args),*)),
        };
        let ret = match ir.ty(ir.resolve_aliases(f.ret)).kind {
            TypeKind::Void => quote!(()),
            _ => self.ty(n, f.ret),
        };
        quote!(*const ::block::Block<#args, #ret>)
    }

    /// The Rust type for `id` in an ordinary position.
    pub(crate) fn ty(&self, n: &mut Needs, id: TypeId) -> TokenStream {
        self.ty_in(n, id, Use::Other)
    }

    /// The Rust type for `id` used as `u`.
    pub(crate) fn ty_in(&self, n: &mut Needs, id: TypeId, u: Use) -> TokenStream {
        let ir = self.ir;
        let t = ir.ty(id);
        match &t.kind {
            TypeKind::Void => self.ctype("c_void"),
            TypeKind::Objc(o) => super::objc::type_name(self, n, *o),
            TypeKind::Bool => quote!(bool),
            TypeKind::Int(k) => self.int_type(*k),
            TypeKind::Float(k) => self.float_type(n, *k, t.layout.map_or(16, |l| l.size)),
            TypeKind::Complex(k) => {
                n.complex = true;
                let inner = self.float_type(n, *k, 8);
                let root = self.root_prefix();
                quote!(#root __BindgenComplex<#inner>)
            }
            TypeKind::Pointer { .. } if ir.block_pointers.contains_key(&id) => {
                self.block_pointer(n, ir.block_pointers[&id])
            }
            TypeKind::Pointer {
                pointee,
                pointee_const,
            } => {
                let target = ir.resolve_transparent(*pointee);
                match &ir.ty(target).kind {
                    TypeKind::Function(sig) => self.fn_pointer(n, sig),
                    // A typedef of a function type stands for the pointer
                    // (`handler_fn *` is `handler_fn`), unless it is an
                    // opaque blob: then the pointer stays a pointer to it,
                    // which keeps the pointer's size (upstream's spelling
                    // puts the blob itself in the field and fails its
                    // layout checks).
                    TypeKind::Alias { .. }
                        if matches!(
                            ir.ty(ir.resolve_aliases(target)).kind,
                            TypeKind::Function(_)
                        ) && !self.an.opaque_aliases.contains(&target) =>
                    {
                        self.ty(n, target)
                    }
                    _ => {
                        let inner = self.behind_pointer(|cx| cx.ty(n, *pointee));
                        if *pointee_const {
                            quote!(*const #inner)
                        } else {
                            quote!(*mut #inner)
                        }
                    }
                }
            }
            TypeKind::Reference {
                pointee,
                pointee_const,
                ..
            } => {
                let inner = self.behind_pointer(|cx| cx.ty(n, *pointee));
                if self.opts.generate_cxx_nonnull_references {
                    let std = self.std();
                    quote!(#std::ptr::NonNull<#inner>)
                } else if *pointee_const {
                    quote!(*const #inner)
                } else {
                    quote!(*mut #inner)
                }
            }
            TypeKind::Array { elem, len } => {
                // An array of opaque instantiations is one blob, as upstream's.
                if let Some((inst, count)) = self.an.templates.blob_array(ir, id) {
                    if let Some(l) = ir.ty(inst).layout {
                        return self.instantiation_blob(n, l.size.saturating_mul(count), l.align);
                    }
                }
                let inner = self.ty(n, *elem);
                let n = usize_lit(*len);
                quote!([#inner; #n])
            }
            TypeKind::IncompleteArray { elem } => {
                let inner = self.ty(n, *elem);
                match u {
                    Use::Field => {
                        n.incomplete_array = true;
                        let root = self.root_prefix();
                        quote!(#root __IncompleteArrayField<#inner>)
                    }
                    Use::Param => quote!(*mut #inner),
                    Use::Other => quote!([#inner; 0usize]),
                }
            }
            TypeKind::Function(sig) => self.fn_pointer(n, sig),
            TypeKind::Alias {
                target,
                transparent: true,
                ..
            } => self.ty_in(n, *target, u),
            TypeKind::Enum(_) => {
                // moduleconsts -> `E::Type`; rustified with `raw_ffi` -> `E_ctype`.
                let name = ident(self.an.name(id));
                let root = self.type_path_prefix(id);
                if super::enums::is_module_style(self, id) {
                    quote!(#root #name::Type)
                } else if super::enums::uses_raw_type(self, id) {
                    let raw = ident(&super::enums::raw_type_name(self, id));
                    quote!(#root #raw)
                } else {
                    quote!(#root #name)
                }
            }
            TypeKind::Alias { .. }
                if matches!(ir.ty(ir.resolve_aliases(id)).kind, TypeKind::Enum(_))
                    && super::enums::uses_raw_type(self, ir.resolve_aliases(id)) =>
            {
                // A typedef of a `raw_ffi` enum names the raw type at every use.
                let raw = ident(&super::enums::raw_type_name(self, ir.resolve_aliases(id)));
                let root = self.type_path_prefix(ir.resolve_aliases(id));
                quote!(#root #raw)
            }
            TypeKind::TypeParam { name } => {
                let name = ident(name);
                quote!(#name)
            }
            TypeKind::Instantiation(inst) => self.instantiation_ty(n, id, inst),
            TypeKind::Record(r) if r.generic.is_some() => self.nested_generic_ty(n, id),
            TypeKind::Alias { params, .. } if !params.is_empty() => self.nested_generic_ty(n, id),
            TypeKind::Alias { .. } | TypeKind::Record(_) => {
                let name = ident(self.an.name(id));
                let root = self.type_path_prefix(id);
                quote!(#root #name)
            }
            // Words of the alignment, or upstream's aligned byte wrapper from
            // 8 up except inside a packed record (see `union_storage`).
            TypeKind::Opaque { reason } => match t.layout {
                // `__ptr64` on a 32-bit target: `__BindgenOpaqueArray8`, as
                // upstream (`u64` is only 4-aligned on i686 Linux).
                Some(l)
                    if reason == crate::ir::MS_POINTER_REASON
                        || reason == crate::ir::OBJC_OBJECT_REASON =>
                {
                    self.opaque_blob(n, l.size, l.align)
                }
                Some(l) if reason == crate::ir::PROTOTYPE_TAG_REASON && l.size > 0 => {
                    self.opaque_alias_blob(n, l.size, l.align)
                }
                Some(_) if reason == crate::ir::PROTOTYPE_TAG_REASON => {
                    n.opaque_array[0] = true;
                    let root = self.root_prefix();
                    quote!(#root __BindgenOpaqueArray<[u8; 0usize]>)
                }
                // (`_Complex long double` keeps its words: upstream spells
                // it as a pair of `f64`, see the book.)
                Some(l) if reason == crate::ir::LONG_DOUBLE_COMPLEX_REASON => {
                    self.word_storage(n, l.size, l.align)
                }
                Some(l) => self.union_storage(n, l.size, l.align),
                None => quote!([u8; 0usize]),
            },
        }
    }

    fn int_type(&self, k: IntKind) -> TokenStream {
        match k {
            IntKind::Char { .. } => self.ctype("c_char"),
            IntKind::SChar => self.ctype("c_schar"),
            IntKind::UChar => self.ctype("c_uchar"),
            IntKind::Short => self.ctype("c_short"),
            IntKind::UShort => self.ctype("c_ushort"),
            IntKind::Int => self.ctype("c_int"),
            IntKind::UInt => self.ctype("c_uint"),
            IntKind::Long => self.ctype("c_long"),
            IntKind::ULong => self.ctype("c_ulong"),
            IntKind::LongLong => self.ctype("c_longlong"),
            IntKind::ULongLong => self.ctype("c_ulonglong"),
            IntKind::I128 => quote!(i128),
            IntKind::U128 => quote!(u128),
            // As upstream, the distinct type is left for the user to define.
            IntKind::Char16 if self.opts.use_distinct_char16_t => {
                quote!(bindgen_cchar16_t)
            }
            IntKind::Char16 => quote!(u16),
            IntKind::Char32 => quote!(u32),
            IntKind::Fixed {
                pointer_sized: true,
                signed: true,
                ..
            } => quote!(isize),
            IntKind::Fixed {
                pointer_sized: true,
                signed: false,
                ..
            } => quote!(usize),
            IntKind::Fixed { bits, signed, .. } => {
                let name = format!("{}{bits}", if signed { "i" } else { "u" });
                let id = proc_macro2::Ident::new(&name, proc_macro2::Span::call_site());
                quote!(#id)
            }
        }
    }

    fn float_type(&self, n: &mut Needs, k: FloatKind, size: u64) -> TokenStream {
        match k {
            FloatKind::Float if self.opts.convert_floats => quote!(f32),
            FloatKind::Double if self.opts.convert_floats => quote!(f64),
            FloatKind::Float => self.ctype("c_float"),
            FloatKind::Double => self.ctype("c_double"),
            // `long double` is an opaque 16-byte value on LP64 targets.
            FloatKind::Float16 => {
                n.float16 = true;
                let root = self.root_prefix();
                quote!(#root __BindgenFloat16)
            }
            // Where `long double` is `double` (MSVC, Apple arm64, 32-bit
            // ARM), it is passed and stored as one: `f64`, as upstream.
            FloatKind::LongDouble if size == 8 => quote!(f64),
            FloatKind::LongDouble | FloatKind::Float128 if size == 16 => quote!(u128),
            FloatKind::LongDouble | FloatKind::Float128 => {
                let n = usize_lit(size);
                quote!([u8; #n])
            }
        }
    }

    /// `Option<unsafe extern "C" fn(…) -> R>`.
    pub(crate) fn fn_pointer(&self, n: &mut Needs, sig: &FnSig) -> TokenStream {
        let abi = match &sig.declarator {
            Some(name) => {
                super::functions::abi_override(self, name).unwrap_or_else(|| sig.abi.clone())
            }
            None => sig.abi.clone(),
        };
        // As a function of this signature is left out, a pointer to one
        // is a pointer-sized integer: no Rust type calls it as C does.
        if let Some(why) = super::functions::call_abi_problem(self, sig) {
            crate::logging::warn(&format!("function pointer emitted as `usize`: {why}"));
            return quote!(usize);
        }
        if let Some(cc) = abi.strip_prefix('?') {
            crate::logging::warn(&format!(
                "function pointer with calling convention `{cc}`, which has no Rust ABI: \
                 emitted as `usize`"
            ));
            return quote!(usize);
        }
        if !super::functions::abi_supported(self, &abi) {
            // No Rust type can call it on this target; a pointer-sized
            // integer keeps the layout (and the derives) of whatever holds it.
            crate::logging::warn(&format!(
                "function pointer with `extern \"{abi}\"`, which Rust target {} lacks: \
                 emitted as `usize`",
                self.opts.rust_target
            ));
            return quote!(usize);
        }
        let params: Vec<TokenStream> = super::functions::param_idents(&sig.params)
            .into_iter()
            .zip(&sig.params)
            .map(|(name, (_, t))| {
                let ty = self.ty_in(n, *t, Use::Param);
                quote!(#name: #ty)
            })
            .collect();
        let dots = if sig.variadic {
            quote!(, ...)
        } else {
            quote!()
        };
        let ret = self.ret_type(n, sig);
        let std = self.std();
        quote!(#std::option::Option<unsafe extern #abi fn(#(#params),* #dots) #ret>)
    }

    /// `-> R` (empty for void).
    pub(crate) fn ret_type(&self, n: &mut Needs, sig: &FnSig) -> TokenStream {
        if sig.noreturn {
            return quote!(-> !);
        }
        // `typedef void NOTHING; NOTHING f(void);` returns nothing too.
        let r = self.ir.resolve_aliases(sig.ret);
        if matches!(self.ir.ty(r).kind, TypeKind::Void) {
            return quote!();
        }
        let t = self.ty(n, sig.ret);
        quote!(-> #t)
    }
}

impl Cx<'_> {
    /// The storage of an opaque record: words of its alignment up to 4 (see
    /// [`Cx::union_storage`]), or bytes inside `__BindgenOpaqueArray8`/`16`,
    /// which carry the larger alignment, as upstream writes them.
    pub(crate) fn opaque_blob(&self, n: &mut Needs, size: u64, align: u64) -> TokenStream {
        // Beyond 16, a helper of the record's own alignment, as upstream's
        // `__BindgenOpaqueArray64`.
        let a = if align > 16 && align.is_power_of_two() && size % align == 0 {
            align
        } else {
            word_align(size, align)
        };
        if a < 8 {
            return self.word_storage(n, size, align);
        }
        n.opaque_array[a.trailing_zeros() as usize] = true;
        let name = ident(&format!("__BindgenOpaqueArray{a}"));
        let len = usize_lit(size);
        let root = self.root_prefix();
        quote!(#root #name<[u8; #len]>)
    }

    /// The blob an opaque typedef stands for, as upstream spells it: one
    /// unit of the alignment alone (`u32`), several in `__BindgenOpaqueArray`
    /// (`__BindgenOpaqueArray<[u16; 2usize]>`), 8-byte alignment and more as
    /// for opaque records (`__BindgenOpaqueArray8<[u8; 8usize]>`).
    pub(crate) fn opaque_alias_blob(&self, n: &mut Needs, size: u64, align: u64) -> TokenStream {
        if align >= 8 {
            return self.opaque_blob(n, size, align);
        }
        let unit = match align {
            2 if size % 2 == 0 => 2,
            4 if size % 4 == 0 => 4,
            _ => 1,
        };
        let elem =
            proc_macro2::Ident::new(&format!("u{}", unit * 8), proc_macro2::Span::call_site());
        if size == unit {
            return quote!(#elem);
        }
        n.opaque_array[0] = true;
        let len = usize_lit(size / unit);
        let root = self.root_prefix();
        quote!(#root __BindgenOpaqueArray<[#elem; #len]>)
    }

    /// The storage field of a union emitted as a struct: upstream's
    /// `__BindgenOpaqueArray8<[u8; N]>` for an alignment of 8 or more (see
    /// [`Cx::aligned_blob`]), else words of the alignment, inside
    /// `__BindgenOpaqueArray` (which gives `Default`) beyond 32 of them.
    pub(crate) fn union_storage(&self, n: &mut Needs, size: u64, align: u64) -> TokenStream {
        if let Some(b) = self.aligned_blob(n, size, align) {
            return b;
        }
        self.word_storage(n, size, align)
    }

    /// Words of the alignment, inside `__BindgenOpaqueArray` (which has no
    /// alignment attribute) beyond 32 of them: what may sit in a packed
    /// record.
    pub(crate) fn word_storage(&self, n: &mut Needs, size: u64, align: u64) -> TokenStream {
        let a = word_align(size, align);
        if size / a > 32 {
            n.opaque_array[0] = true;
            let inner = blob(size, a);
            let root = self.root_prefix();
            return quote!(#root __BindgenOpaqueArray<#inner>);
        }
        blob(size, a)
    }

    /// Runs `f` (spelling a pointee) with upstream's blobs: what sits
    /// behind a pointer is not inside the packed record holding it.
    fn behind_pointer<T>(&self, f: impl FnOnce(&Self) -> T) -> T {
        f(&self.blobs_as_words(false))
    }

    /// Upstream's spelling of a blob aligned to 8 or more (bytes inside
    /// `__BindgenOpaqueArray8`/`16`/..., which carry the alignment), unless
    /// the type being emitted sits inside a packed record: rustc rejects a
    /// `repr(align)` type there (`E0588`), so those keep integer words (see
    /// "Opaque blobs are integer arrays" in the book).
    pub(crate) fn aligned_blob(&self, n: &mut Needs, size: u64, align: u64) -> Option<TokenStream> {
        let big = align > 16 && align.is_power_of_two() && size % align == 0;
        if self.word_blobs || !(big || word_align(size, align) >= 8) {
            return None;
        }
        Some(self.opaque_blob(n, size, align))
    }
}

impl Cx<'_> {
    /// The blob standing for an opaque template instantiation, as upstream
    /// spells it: bytes in an aligned wrapper for an alignment of 8 or more
    /// ([`Cx::aligned_blob`]), else words of the alignment, inside
    /// `__BindgenOpaqueArray` whenever there is more than one
    /// (`__BindgenOpaqueArray<[u32; 3usize]>`). Inside a packed record, 8-byte
    /// words or more stay plain (inside `__BindgenOpaqueArray`, which has no
    /// alignment attribute, beyond 32).
    pub(crate) fn instantiation_blob(
        &self,
        needs: &mut Needs,
        size: u64,
        align: u64,
    ) -> TokenStream {
        if let Some(b) = self.aligned_blob(needs, size, align) {
            return b;
        }
        let a = word_align(size, align);
        let n = size / a;
        if (a < 8 && n > 1) || n > 32 {
            needs.opaque_array[0] = true;
            let inner = blob(size, a);
            let root = self.root_prefix();
            return quote!(#root __BindgenOpaqueArray<#inner>);
        }
        blob(size, a)
    }
}

/// The word size storage of `size` bytes aligned to `align` is made of (at
/// most 16; bytes when the size is not a multiple of it).
fn word_align(size: u64, align: u64) -> u64 {
    let a = align.clamp(1, 16);
    if size % a == 0 {
        a
    } else {
        1
    }
}

/// Plain storage of `size` bytes in words of `align` (padding fields).
pub(crate) fn blob(size: u64, align: u64) -> TokenStream {
    let a = word_align(size, align);
    let elem = match a {
        1 => quote!(u8),
        2 => quote!(u16),
        4 => quote!(u32),
        8 => quote!(u64),
        _ => quote!(u128),
    };
    let n = size / a;
    if n == 1 {
        elem
    } else {
        let n = usize_lit(n);
        quote!([#elem; #n])
    }
}

/// Template instantiations and generic types named inside their template
/// (spelling them spells their arguments, so they live beside `ty_in`).
impl Cx<'_> {
    /// An instantiation: its generic struct with the arguments of the
    /// parameters it takes, or an opaque blob of clang's size.
    pub(crate) fn instantiation_ty(
        &self,
        n: &mut Needs,
        id: TypeId,
        inst: &Instantiation,
    ) -> TokenStream {
        // A template `--no-recursive-allowlist` leaves out is the user's
        // to define: upstream names it bare, also where its struct would
        // not fit this instantiation (a specialization). One taking a
        // value parameter has no struct: its uses are blobs.
        if self.an.templates.bare.contains(&inst.template) && !self.takes_value_params(inst) {
            return self.generic_name(inst.template, &[]);
        }
        if !self.an.templates.generic_uses.contains(&id) {
            // Words in `__BindgenOpaqueArray` (see `instantiation_blob`),
            // which implements `Default` also beyond 32 of them.
            // One never laid out is only ever behind a pointer: `u8`, as
            // upstream names it there.
            return match self.ir.ty(id).layout {
                Some(l) => self.instantiation_blob(n, l.size, l.align),
                None => quote!(u8),
            };
        }
        let args: Vec<TokenStream> = self
            .an
            .templates
            .used_args(inst)
            .unwrap_or_default()
            .into_iter()
            .map(|a| self.ty(n, a))
            .collect();
        self.generic_name(inst.template, &args)
    }

    /// Whether the template of `inst` takes a non-type or template
    /// template parameter.
    fn takes_value_params(&self, inst: &Instantiation) -> bool {
        matches!(&self.ir.ty(inst.template).kind,
            TypeKind::Record(r) if r.generic.as_ref().is_some_and(|g| g.value_params))
    }

    /// A class or typedef declared in a template, named inside it: its
    /// struct or alias with the parameters it takes, by name.
    pub(crate) fn nested_generic_ty(&self, n: &mut Needs, id: TypeId) -> TokenStream {
        let args: Vec<TokenStream> = alias_params(self, n, id)
            .into_iter()
            .map(|p| {
                let p = ident(p);
                quote!(#p)
            })
            .collect();
        self.generic_name(id, &args)
    }

    fn generic_name(&self, template: TypeId, args: &[TokenStream]) -> TokenStream {
        let name = ident(self.an.name(template));
        let root = self.type_path_prefix(template);
        if args.is_empty() {
            quote!(#root #name)
        } else {
            quote!(#root #name<#(#args),*>)
        }
    }
}

/// The parameters of a typedef declared in a class template: those its
/// target uses, as Rust spells it. Rust rejects a parameter the spelling
/// lost (E0091: an instantiation that is a blob behind a pointer is
/// `*mut u8`), so it is left out, where the alias is declared and where it
/// is named, as upstream does.
pub(crate) fn alias_params<'a>(cx: &'a Cx<'_>, n: &mut Needs, id: TypeId) -> Vec<&'a str> {
    let used = cx.an.templates.used_names(cx.ir, id);
    let TypeKind::Alias { target, .. } = &cx.ir.ty(id).kind else {
        return used;
    };
    if used.is_empty() {
        return used;
    }
    let spelled = cx.ty(n, *target).to_string();
    let words: std::collections::HashSet<&str> = spelled
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .collect();
    used.into_iter().filter(|p| words.contains(p)).collect()
}
