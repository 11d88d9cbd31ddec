// bindgen-flags: --generate functions -- -x objective-c
// Objective-C items are types: `--generate functions` leaves them (and the
// objc prelude) out, as upstream, and keeps the functions.
@interface Handle
- (int)value;
@end
void release_handle(Handle *h);
