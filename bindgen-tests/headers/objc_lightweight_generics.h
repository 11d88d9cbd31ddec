// bindgen-flags: -- -x objective-c
// Lightweight generics: the traits take the parameters, which are opaque
// pointer-sized blobs in signatures.
@interface Object
@end
@interface Pair<__covariant KeyType, ValueType> : Object
- (KeyType)key;
- (ValueType)value;
- (void)setKey:(KeyType)key value:(ValueType)value;
@end
@interface Names : Pair<Object *, Object *>
- (Pair<Object *, Object *> *)asPair;
@end
