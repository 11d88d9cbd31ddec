//! Every Objective-C golden that imports the `objc` crate with `use`, one
//! module each (see `build.rs`). Type-checked only: running the code needs
//! an Apple target's Objective-C runtime.

// Generated code: names as the headers spell them, unused imports.
#![allow(warnings)]

include!(concat!(env!("OUT_DIR"), "/goldens.rs"));
