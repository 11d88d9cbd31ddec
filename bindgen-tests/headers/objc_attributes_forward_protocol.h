// bindgen-flags: -- -x objective-c
// Attributes (root class, deprecated, availability), nullability, a
// compatibility alias, and a protocol known only by a forward declaration
// where a class adopts it (upstream implements no trait for it there).
__attribute__((objc_root_class))
@interface R
- (void)old __attribute__((deprecated("no")));
- (int)avail __attribute__((availability(macos,introduced=10.10)));
- (R * _Nullable)maybe;
@end
@compatibility_alias RA R;
@interface S : R
- (RA *)alias;
@end
#pragma clang assume_nonnull begin
@interface N : R
- (R *)nn:(R *)x;
@end
#pragma clang assume_nonnull end
@protocol Q;
@interface T : R <Q>
@end
@protocol Q
- (void)q;
@end
