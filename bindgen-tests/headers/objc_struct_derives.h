// bindgen-flags: --with-derive-hash --with-derive-partialeq --with-derive-eq --with-derive-default -- -x objective-c
// Records holding Objective-C types: `id` and `SEL` derive like pointers;
// an interface's wrapper derives only Debug, Copy and Clone, so a record
// holding one derives no Hash, PartialEq or Eq (upstream's does, and does
// not compile). Default is a zero-filling impl.
@interface Node
@end
struct Plain {
  id object;
  SEL action;
  int tag;
};
struct WithNode {
  Node *node;
  int tag;
};
