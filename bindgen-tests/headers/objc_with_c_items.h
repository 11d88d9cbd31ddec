// bindgen-flags: -- -x objective-c
// Objective-C next to C: enums, structs, typedefs and functions that take
// objects.
@interface Image
- (int)width;
@end
enum Format { FORMAT_PNG, FORMAT_JPEG };
typedef struct {
  Image *image;
  enum Format format;
} Encoded;
Encoded encode_image(Image *image, enum Format format);
extern Image *default_image;
#define IMAGE_MAX 4096
