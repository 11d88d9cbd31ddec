// bindgen-flags: -- -x objective-c
// A home-made root class (there is no Foundation here) with alloc/init,
// returning instancetype and id.
@interface Base
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (id)self;
- (void)dealloc;
@end
