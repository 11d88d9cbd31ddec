// bindgen-flags: --allowlist-file .*objc_allowlist_file.h -- -x objective-c
// `--allowlist-file` selects every interface, protocol and category
// declared in the file.
@protocol Named
- (const char *)name;
@end
@interface Entry <Named>
@end
@interface Entry (Extras)
- (int)extra;
@end
