// bindgen-flags: --blocklist-type PSecret --blocklist-type IHidden -- -x objective-c
// Blocklists name protocols and interfaces by their traits too.
@protocol Secret
- (int)code;
@end
@interface Hidden
@end
@interface Visible
- (int)shown;
@end
