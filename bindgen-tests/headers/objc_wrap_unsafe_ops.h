// bindgen-flags: --wrap-unsafe-ops -- -x objective-c
// `--wrap-unsafe-ops`: each message send in its own `unsafe` block.
@interface Engine
- (void)startWith:(int)power;
+ (Engine *)shared;
@end
@interface Turbo : Engine
@end
