// bindgen-flags: -- -x objective-c -fblocks
// A small Foundation-like header of our own: an NSObject protocol and root
// class, a string class with a category, generic arrays, an enum with a
// fixed type and C functions taking objects and selectors.
typedef signed char BOOL;
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef enum : NSInteger { NSOrderedAscending = -1, NSOrderedSame, NSOrderedDescending } NSComparisonResult;
@class NSString;
@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
- (NSString *)description;
- (instancetype)self;
- (BOOL)respondsToSelector:(SEL)aSelector;
@end
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
+ (Class)superclass;
@end
@protocol NSCopying
- (id)copyWithZone:(void *)zone;
@end
@interface NSString : NSObject <NSCopying>
@property (readonly) NSUInteger length;
- (unsigned short)characterAtIndex:(NSUInteger)index;
- (instancetype)initWithUTF8String:(const char *)nullTerminatedCString;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
- (NSComparisonResult)compare:(NSString *)string;
@end
@interface NSString (NSStringExtensionMethods)
@property (readonly) const char *UTF8String;
- (BOOL)hasPrefix:(NSString *)str;
@end
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
@end
@interface NSArray<ObjectType> (NSExtendedArray)
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)anObject;
@property (nullable, readonly) ObjectType firstObject;
@end
NSString *NSStringFromSelector(SEL aSelector);
SEL NSSelectorFromString(NSString *aSelectorName);
