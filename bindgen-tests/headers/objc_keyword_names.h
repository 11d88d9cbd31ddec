// bindgen-flags: -- -x objective-c
// Selectors and parameters named like Rust keywords.
@interface Parser
- (void)type;
- (int)match:(int)fn;
- (void)loop:(int)in where:(int)mod;
+ (void)move;
- (int)impl;
@end
