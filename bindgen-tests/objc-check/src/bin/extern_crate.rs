//! The Objective-C goldens written with `--objc-extern-crate` (see
//! `build.rs`): their `#[macro_use] extern crate objc;` must be at a crate
//! root, so it is here, once, and each golden is a module below it.

// Generated code: names as the headers spell them, unused imports.
#![allow(warnings)]

#[macro_use]
extern crate objc;

include!(concat!(env!("OUT_DIR"), "/extern_goldens.rs"));

fn main() {}
