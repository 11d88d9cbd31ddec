// bindgen-flags: --blocklist-file .*objc_included_classes.h -- -x objective-c
// A blocklisted file: its interfaces are left out, and so is `instancetype`,
// which upstream places where it is first used (in that file).
#include "include/objc_included_classes.h"
@interface Factory
+ (instancetype)make;
- (int)made;
@end
