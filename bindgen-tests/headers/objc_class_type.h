// bindgen-flags: -- -x objective-c
// `Class`: upstream binds it as an interface named after the declaration
// that first uses it (here the method `metaclass`).
@interface Meta
- (Class)metaclass;
+ (Class)classForName:(const char *)name;
- (void)setClass:(Class)cls;
@end
