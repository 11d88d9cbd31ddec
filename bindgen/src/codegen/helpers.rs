//! Helper types emitted once at the top when the output needs them.

use super::{bitfield_unit, Cx};
use proc_macro2::TokenStream;
use quote::quote;

/// The helper items, in the fixed upstream order.
pub(crate) fn helpers(cx: &Cx<'_>) -> Vec<TokenStream> {
    let mut out = Vec::new();
    if cx.needs_bitfield_unit.get() && !cx.opts.blocklisted_types.matches("__BindgenBitfieldUnit") {
        let mut src = bitfield_unit::SUPPORT.to_string();
        if cx.opts.rust_target.at_least(51) {
            src.push_str(bitfield_unit::RAW);
        }
        match src.parse::<TokenStream>() {
            Ok(ts) => out.push(ts),
            Err(e) => crate::error::warn(&format!(
                "internal: bitfield unit source did not tokenize: {e}"
            )),
        }
    }
    let std = cx.std();
    if cx.needs_complex.get() {
        out.push(quote! {
            #[derive(PartialEq, Copy, Clone, Hash, Debug, Default)]
            #[repr(C)]
            pub struct __BindgenComplex<T> {
                pub re: T,
                pub im: T,
            }
        });
    }
    if cx.needs_incomplete_array.get() {
        out.push(quote! {
            #[repr(C)]
            #[derive(Default)]
            pub struct __IncompleteArrayField<T>(#std::marker::PhantomData<T>, [T; 0]);
            impl<T> __IncompleteArrayField<T> {
                #[inline]
                pub const fn new() -> Self {
                    __IncompleteArrayField(#std::marker::PhantomData, [])
                }
                #[inline]
                pub fn as_ptr(&self) -> *const T {
                    self as *const _ as *const T
                }
                #[inline]
                pub fn as_mut_ptr(&mut self) -> *mut T {
                    self as *mut _ as *mut T
                }
                #[inline]
                pub unsafe fn as_slice(&self, len: usize) -> &[T] {
                    unsafe { #std::slice::from_raw_parts(self.as_ptr(), len) }
                }
                #[inline]
                pub unsafe fn as_mut_slice(&mut self, len: usize) -> &mut [T] {
                    unsafe { #std::slice::from_raw_parts_mut(self.as_mut_ptr(), len) }
                }
            }
            impl<T> #std::fmt::Debug for __IncompleteArrayField<T> {
                fn fmt(&self, fmt: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                    fmt.write_str("__IncompleteArrayField")
                }
            }
        });
    }
    if cx.needs_union_field.get() {
        out.push(quote! {
            #[repr(C)]
            pub struct __BindgenUnionField<T>(#std::marker::PhantomData<T>);
            impl<T> __BindgenUnionField<T> {
                #[inline]
                pub const fn new() -> Self {
                    __BindgenUnionField(#std::marker::PhantomData)
                }
                #[inline]
                pub unsafe fn as_ref(&self) -> &T {
                    unsafe { #std::mem::transmute(self) }
                }
                #[inline]
                pub unsafe fn as_mut(&mut self) -> &mut T {
                    unsafe { #std::mem::transmute(self) }
                }
            }
            impl<T> #std::default::Default for __BindgenUnionField<T> {
                #[inline]
                fn default() -> Self {
                    Self::new()
                }
            }
            impl<T> #std::clone::Clone for __BindgenUnionField<T> {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            impl<T> #std::marker::Copy for __BindgenUnionField<T> {}
            impl<T> #std::fmt::Debug for __BindgenUnionField<T> {
                fn fmt(&self, fmt: &mut #std::fmt::Formatter<'_>) -> #std::fmt::Result {
                    fmt.write_str("__BindgenUnionField")
                }
            }
            impl<T> #std::hash::Hash for __BindgenUnionField<T> {
                fn hash<H: #std::hash::Hasher>(&self, _state: &mut H) {}
            }
            impl<T> #std::cmp::PartialEq for __BindgenUnionField<T> {
                fn eq(&self, _other: &__BindgenUnionField<T>) -> bool {
                    true
                }
            }
            impl<T> #std::cmp::Eq for __BindgenUnionField<T> {}
        });
    }
    out
}
