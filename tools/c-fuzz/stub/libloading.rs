//! A stand-in for the `libloading` crate with the API that bindings made
//! with `--dynamic-loading` use, so that c-fuzz can compile them (and run
//! their layout tests) without the real crate. Nothing here loads anything.

use std::ffi::OsStr;
use std::marker::PhantomData;
use std::ops::Deref;

/// A loading error.
#[derive(Debug)]
pub struct Error;

/// A loaded library.
pub struct Library;

impl Library {
    /// Always fails: this stub loads nothing.
    ///
    /// # Safety
    ///
    /// As the real `Library::new`.
    pub unsafe fn new<P: AsRef<OsStr>>(_path: P) -> Result<Library, Error> {
        Err(Error)
    }

    /// Always fails: this stub has no symbols.
    ///
    /// # Safety
    ///
    /// As the real `Library::get`.
    pub unsafe fn get<T>(&self, _symbol: &[u8]) -> Result<Symbol<'_, T>, Error> {
        Err(Error)
    }
}

/// A symbol of a library.
pub struct Symbol<'lib, T> {
    value: T,
    lib: PhantomData<&'lib Library>,
}

impl<T> Deref for Symbol<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}
