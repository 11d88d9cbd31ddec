// bindgen-flags: -- -x objective-c
// An interface with instance and class methods, one- and multi-part selectors.
@interface Counter
- (int)value;
- (void)add:(int)amount;
- (void)addTo:(int)amount times:(unsigned)count scaled:(double)factor;
+ (Counter *)counterStartingAt:(long)start;
+ (int)instances;
@end
