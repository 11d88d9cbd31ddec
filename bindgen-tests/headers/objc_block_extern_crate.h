// bindgen-flags: --generate-block --block-extern-crate -- -x objective-c -fblocks
// `--block-extern-crate`: `extern crate block;` after the objc prelude.
typedef void (^Callback)(long code);
@interface Timer
- (void)every:(double)seconds call:(Callback)callback;
@end
