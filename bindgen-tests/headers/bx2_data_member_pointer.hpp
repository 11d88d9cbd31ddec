// bindgen-flags: --with-derive-default -- -x c++ -std=c++14

/* Pointers to data members hold an offset with a pointer's size and
 * passing: upstream spells them as pointers to the member's type, and so do
 * we. A pointer to a member function (two words) stays an opaque blob. */
struct Bx2Widget {
  int x;
  const char *name;
  double arr[3];
};
typedef int Bx2Widget::*Bx2IntMember;
typedef const int Bx2Widget::*Bx2ConstIntMember;
typedef const char *Bx2Widget::*Bx2NameMember;
typedef double (Bx2Widget::*Bx2ArrMember)[3];
typedef void (Bx2Widget::*Bx2Method)(int);

struct Bx2Members {
  Bx2IntMember a;
  Bx2ConstIntMember b;
  Bx2NameMember c;
  Bx2ArrMember d;
  Bx2Method m;
  Bx2Widget Bx2Widget::*self_member;
};

Bx2IntMember bx2_pick(int which);
void bx2_apply(Bx2Widget *w, Bx2IntMember m, Bx2ConstIntMember cm);
