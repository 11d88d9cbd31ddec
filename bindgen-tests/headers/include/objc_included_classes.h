// Included by objc_blocklist_file_include.h.
@interface Maker
+ (instancetype)make;
@end
