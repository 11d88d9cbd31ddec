// bindgen-flags: --generate-block -- -x objective-c -fblocks
// A generic class (the opaque-blob helper) and a block parameter: the
// objc prelude, then the helper types, then the block import.
@interface O
@end
@interface G<T> : O
- (T)t;
- (void)run:(void (^)(int))b;
@end
