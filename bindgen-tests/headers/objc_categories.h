// bindgen-flags: -- -x objective-c
// Categories add traits to a class: instance and class methods.
@interface Path
- (int)length;
@end
@interface Path (Joining)
- (Path *)joined:(Path *)other;
+ (Path *)root;
@end
@interface Path (Queries)
- (signed char)isAbsolute;
@end
