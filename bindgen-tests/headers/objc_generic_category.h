// bindgen-flags: -- -x objective-c
// A category on a generic class repeats its parameters.
@interface Object
@end
@interface Array<Element> : Object
- (unsigned long)count;
@end
@interface Array<Element> (Access)
- (Element)first;
- (Element)at:(unsigned long)index;
@end
