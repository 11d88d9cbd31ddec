// bindgen-flags: --blocklist-type FzdHidden --impl-debug --impl-partialeq -- -x c++ -std=c++17
// A tail-padding blob whose laid-out members cannot derive `Debug` (a
// blocklisted member) gets a written `Debug` impl, as upstream writes one
// for its laid-out class; a holder's impl prints it.
struct FzdHidden { int secret; };
struct FzdNode { virtual int weight() const; int id; };
struct FzdTailHidden : FzdNode { FzdHidden h; };
struct FzdHolds { FzdTailHidden t; int n; };
