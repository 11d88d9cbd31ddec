// bindgen-flags: -- -x objective-c -fblocks
// Blocks without `--generate-block`: void pointers.
typedef void (^Handler)(int);
@interface Button
- (void)setHandler:(Handler)handler;
- (void)onTap:(void (^)(void))tap;
@end
