// bindgen-flags: -- -x objective-c
// Instance variables are not bound; the methods are.
@interface Account
{
  int balance;
  double rate;
}
- (int)balance;
@end
