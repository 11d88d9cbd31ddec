// bindgen-flags: -- -x objective-c
// Three levels of classes: each class implements its ancestors' traits and
// converts to and from each of them.
@interface Animal
- (int)legs;
@end
@interface Mammal : Animal
- (float)temperature;
@end
@interface Whale : Mammal
- (void)dive:(int)depth;
@end
