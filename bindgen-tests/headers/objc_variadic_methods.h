// bindgen-flags: -- -x objective-c
// Variadic methods: the named parameters are bound, the tail is not.
@interface Formatter
- (void)log:(const char *)format, ...;
+ (Formatter *)formatterWith:(int)first, ...;
- (int)sum:(int)count values:(int)first, ...;
@end
