// bindgen-flags: -- -x objective-c
// Selectors and parameters named like Rust keywords: a `_` after the name
// (not after `char` and `union`), and in `msg_send!` after the parts that
// are not identifiers to a macro (`self`, `super`, `crate`).
@interface Parser
- (void)type;
- (int)match:(int)fn;
- (void)loop:(int)in where:(int)mod;
+ (void)move;
- (int)impl;
- (void)self;
- (void)super:(int)a crate:(int)b;
- (int)char;
- (void)union;
- (unsigned char)u8;
@end
