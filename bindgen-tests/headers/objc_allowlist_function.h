// bindgen-flags: --allowlist-function make_widget -- -x objective-c
// An allowlisted function brings the interface it returns.
@interface Gadget
- (int)size;
@end
@interface Unrelated
@end
Gadget *make_widget(int size);
void other_function(Unrelated *u);
