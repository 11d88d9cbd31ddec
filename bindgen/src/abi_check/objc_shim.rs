//! Objective-C bindings name the `objc` crate; the check compiles them
//! against this stand-in, enough for them to type-check (their C functions
//! are compared; messages are not sent through declarations).

/// A stand-in for the `objc` crate (Objective-C bindings name it): its
/// object and selector types and `Message` trait, and `msg_send!`/`class!`
/// that type-check anywhere (never run: only the declarations of the
/// bindings' C functions are compared).
pub(crate) const OBJC_SHIM: &str = include_str!("objc_shim.txt");
