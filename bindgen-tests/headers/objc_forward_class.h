// bindgen-flags: -- -x objective-c
// `@class` declarations: one never defined, one defined further down.
@class Undefined;
@class Later;
@interface Early
- (Later *)later;
- (Undefined *)undefined;
@end
@interface Later
- (Early *)early;
@end
