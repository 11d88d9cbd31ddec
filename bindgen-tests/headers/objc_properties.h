// bindgen-flags: -- -x objective-c
// Properties: read-write, read-only, custom getter and setter names,
// class properties and object-typed ones.
@interface Knob
@end
@interface Panel
@property int width;
@property (readonly) int height;
@property (getter=isVisible) signed char visible;
@property (setter=assignTitleCode:) int titleCode;
@property (class) int panelCount;
@property (assign) Knob *knob;
@end
