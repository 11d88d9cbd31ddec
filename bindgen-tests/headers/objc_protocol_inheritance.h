// bindgen-flags: -- -x objective-c
// A protocol refining another, adopted by a subclass of a class adopting
// the first.
@protocol Readable
- (int)readByte;
@end
@protocol Seekable <Readable>
- (void)seekTo:(long)offset;
@end
@interface Stream <Readable>
@end
@interface FileStream : Stream <Seekable>
- (int)descriptor;
@end
