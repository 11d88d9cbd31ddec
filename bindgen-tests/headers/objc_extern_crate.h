// bindgen-flags: --objc-extern-crate -- -x objective-c
// `--objc-extern-crate`: `#[macro_use] extern crate objc;` instead of `use`.
@interface Clock
- (long)ticks;
+ (Clock *)systemClock;
@end
