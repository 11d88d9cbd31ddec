//! The `Block` type of the `block` crate, as goldens spell it: only ever
//! used behind a raw pointer, so an opaque type with its parameters is
//! enough for the goldens to type-check.

use std::marker::PhantomData;

/// A clang block taking `A` (a tuple) and returning `R`.
#[repr(C)]
pub struct Block<A, R> {
    _opaque: [u8; 0],
    _signature: PhantomData<(A, R)>,
}
