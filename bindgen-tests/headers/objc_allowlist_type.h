// bindgen-flags: --allowlist-type IKeep -- -x objective-c
// Allowlists name an interface by its trait (`IKeep`): it brings what its
// methods use and the protocols it adopts, nothing else.
@interface Root
@end
@protocol Tagged
- (int)tag;
@end
@interface Used
@end
@interface Keep <Tagged>
- (Used *)used;
@end
@interface Drop : Root
- (Keep *)keep;
@end
