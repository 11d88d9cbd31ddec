//! Objective-C bindings name the `objc` crate; the check compiles them
//! against this stand-in, enough for them to type-check (their C functions
//! are compared; messages are not sent through declarations).

/// A stand-in for the `objc` crate (Objective-C bindings name it): its
/// object and selector types and `Message` trait, and `msg_send!`/`class!`
/// that type-check anywhere (never run: only the declarations of the
/// bindings' C functions are compared).
pub(crate) const OBJC_SHIM: &str = "#![no_std]
pub unsafe trait Message {}
pub mod runtime {
    #[repr(C)]
    pub struct Object {
        _opaque: [u8; 0],
    }
    unsafe impl crate::Message for Object {}
    #[repr(C)]
    pub struct Class {
        _opaque: [u8; 0],
    }
    #[repr(transparent)]
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Sel(*const u8);
}
#[macro_export]
macro_rules! msg_send {
    ($($t:tt)*) => {
        unreachable!()
    };
}
#[macro_export]
macro_rules! class {
    ($($t:tt)*) => {
        unreachable!()
    };
}
#[macro_export]
macro_rules! sel_impl {
    ($($t:tt)*) => {
        unreachable!()
    };
}
#[macro_export]
macro_rules! sel {
    ($($t:tt)*) => {
        unreachable!()
    };
}
";
