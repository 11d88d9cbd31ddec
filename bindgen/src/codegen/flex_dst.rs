//! `--flexarray-dst` helpers for the nightly target: conversions between a
//! struct's sized form (`S<[T; 0]>`) and its unsized form (`S<[T]>`), built
//! on the unstable `ptr_metadata` and `layout_for_ptr` features (as
//! upstream 0.73.2 emits them for `--rust-target nightly`; stable targets
//! get the two impls empty).

use super::cx::Cx;
use proc_macro2::TokenStream;
use quote::quote;

/// The impls of a struct `name` whose flexible array member holds `elem`.
pub(super) fn impls(cx: &Cx<'_>, name: &TokenStream, elem: &TokenStream) -> [TokenStream; 2] {
    if cx.opts.rust_target != crate::options::RustTarget::nightly() {
        return [
            quote!(impl #name<[#elem]> {}),
            quote!(impl #name<[#elem; 0]> {}),
        ];
    }
    let std = cx.std();
    let unsized_ty = quote!(#name<[#elem]>);
    let sized_ty = quote!(#name<[#elem; 0]>);
    // Under `--wrap-unsafe-ops` the bodies of the `unsafe fn`s are blocks.
    let wrap = |body: TokenStream| {
        if cx.opts.wrap_unsafe_ops {
            quote!(unsafe { #body })
        } else {
            body
        }
    };
    let flex_ref = wrap(quote!(Self::flex_ptr(self, len)));
    let flex_ref_mut = wrap(quote!(Self::flex_ptr_mut(self, len).assume_init()));
    let flex_ptr = wrap(quote!(&*#std::ptr::from_raw_parts(ptr as *const (), len)));
    let flex_ptr_mut = wrap(quote! {
        let mut uninit = #std::mem::MaybeUninit::<&mut #unsized_ty>::uninit();
        (uninit.as_mut_ptr() as *mut *mut #unsized_ty)
            .write(#std::ptr::from_raw_parts_mut(ptr as *mut (), len));
        uninit
    });
    [
        quote! {
            impl #unsized_ty {
                pub fn layout(len: usize) -> #std::alloc::Layout {
                    unsafe {
                        let p: *const Self = #std::ptr::from_raw_parts(#std::ptr::null::<()>(), len);
                        #std::alloc::Layout::for_value_raw(p)
                    }
                }
                #[inline]
                pub fn fixed(&self) -> (&#sized_ty, usize) {
                    unsafe {
                        let (ptr, len) = (self as *const Self).to_raw_parts();
                        (&*(ptr as *const #sized_ty), len)
                    }
                }
                #[inline]
                pub fn fixed_mut(&mut self) -> (&mut #sized_ty, usize) {
                    unsafe {
                        let (ptr, len) = (self as *mut Self).to_raw_parts();
                        (&mut *(ptr as *mut #sized_ty), len)
                    }
                }
            }
        },
        quote! {
            impl #sized_ty {
                /// Convert a sized prefix to an unsized structure with the given length.
                ///
                /// SAFETY: Underlying storage is initialized up to at least `len` elements.
                pub unsafe fn flex_ref(&self, len: usize) -> &#unsized_ty {
                    #flex_ref
                }
                /// Convert a mutable sized prefix to an unsized structure with the given length.
                ///
                /// SAFETY: Underlying storage is initialized up to at least `len` elements.
                #[inline]
                pub unsafe fn flex_ref_mut(&mut self, len: usize) -> &mut #unsized_ty {
                    #flex_ref_mut
                }
                /// Construct DST variant from a pointer and a size.
                ///
                /// NOTE: lifetime of returned reference is not tied to any underlying storage.
                /// SAFETY: `ptr` is valid. Underlying storage is fully initialized up to at least `len` elements.
                #[inline]
                pub unsafe fn flex_ptr<'unbounded>(ptr: *const Self, len: usize) -> &'unbounded #unsized_ty {
                    #flex_ptr
                }
                /// Construct mutable DST variant from a pointer and a
                /// size. The returned `&mut` reference is initialized
                /// pointing to memory referenced by `ptr`, but there's
                /// no requirement that that memory be initialized.
                ///
                /// NOTE: lifetime of returned reference is not tied to any underlying storage.
                /// SAFETY: `ptr` is valid. Underlying storage has space for at least `len` elements.
                #[inline]
                pub unsafe fn flex_ptr_mut<'unbounded>(
                    ptr: *mut Self,
                    len: usize,
                ) -> #std::mem::MaybeUninit<&'unbounded mut #unsized_ty> {
                    #flex_ptr_mut
                }
            }
        },
    ]
}
