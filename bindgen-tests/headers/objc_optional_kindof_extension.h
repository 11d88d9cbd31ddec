// bindgen-flags: --with-derive-default -- -x objective-c
// Optional protocol methods, __kindof, nullability, a class extension
// (an anonymous category), an enum with a fixed type, and a struct of
// object pointers with a zero-filled Default.
@protocol Fwd;
@protocol Opt
@required
- (void)must;
@optional
- (void)may;
@property (readonly) int prop;
@end
@interface Base
@end
@interface Thing : Base <Opt>
- (id<Fwd>)fwd;
- (__kindof Base *)kindof;
- (Base * _Nonnull)nonnull:(Base * _Nullable)x;
- (const char *)name;
- (struct Pt { int x; int y; })point;
@property (copy, nullable) Base *child;
@end
@interface Thing ()
- (void)secret;
@end
typedef enum : long { ModeA, ModeB } Mode;
@interface Thing (Modes)
- (Mode)mode;
+ (instancetype)thingWithMode:(Mode)m;
@end
struct Holder { Thing *thing; Base *base; };
