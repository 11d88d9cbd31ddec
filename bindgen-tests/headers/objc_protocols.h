// bindgen-flags: -- -x objective-c
// Protocols with instance and class methods, adopted by an interface.
@protocol Drawable
- (void)draw;
+ (int)layerCount;
@end
@protocol Resizable
- (void)resizeTo:(double)w by:(double)h;
@end
@interface Widget <Drawable, Resizable>
- (int)tag;
@end
