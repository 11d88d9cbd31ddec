// bindgen-flags: -- -x objective-c
// `id<P>` and `Class<P>` are pointers to blobs upstream; pointers to
// object pointers are pointers to the wrapper.
@protocol Delegate
- (void)notify;
@end
@interface Holder
- (id<Delegate>)delegate;
- (void)setDelegate:(id<Delegate>)delegate;
- (Holder **)slot;
@end
