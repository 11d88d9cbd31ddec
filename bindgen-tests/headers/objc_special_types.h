// bindgen-flags: -- -x objective-c
// id, SEL, instancetype and a BOOL of our own in methods, functions and
// struct fields.
typedef signed char BOOL;
@interface Target
- (BOOL)respondsTo:(SEL)selector;
- (id)performAction:(SEL)action with:(id)argument;
+ (instancetype)targetWithObject:(id)object;
@end
struct Binding {
  id object;
  SEL action;
  BOOL enabled;
};
void bind_target(Target *target, SEL action, id sender);
id lookup_object(const char *name);
