// bindgen-flags: --generate-block -- -x objective-c -fblocks
// Blocks with `--generate-block`: `block::Block` types.
typedef int (^Transform)(int value);
@interface Task
- (void)runWith:(Transform)transform;
- (void)onDone:(void (^)(int status))handler;
@end
void schedule(Transform t);
