// Members of C++ classes: bitfields, references, scoped enums with an
// underlying type, nested classes and static data members.
//
// check: Small
// check: Wide
// check: Signed
// check: Flags fields=kind,tail bits=ready,mode,level
// check: Packet fields=small,wide,sign,length
// check: Refs fields=count,target,view,last statics=made
// check: Outer fields=first,inner,deep,after
// check: Outer::Inner fields=a,b
// check: Outer::Inner::Core fields=c
// check: Outer::Sibling fields=s
// check: Mixed fields=head,tail bits=low,high
// check: Mixed::Part fields=v

enum class Small : unsigned char { A, B, C };
enum class Wide : unsigned long long { Big = 1ULL << 40 };
enum class Signed : short { Neg = -3, Pos = 3 };

class Flags {
public:
    Small kind;
    unsigned ready : 1;
    unsigned mode : 3;
    unsigned level : 12;
    int tail;
};

struct Packet {
    Small small;
    Wide wide;
    Signed sign;
    unsigned short length;
};

struct Refs {
    int count;
    int &target;
    const Packet &view;
    char last;
    static Refs *made;
};

struct Outer {
    char first;
    struct Inner {
        short a;
        struct Core {
            long long c;
        } b;
    } inner;
    Inner::Core deep;
    struct Sibling {
        char s;
    };
    int after;
};

struct Mixed {
    struct Part {
        int v;
    };
    char head;
    unsigned long long low : 40;
    unsigned long long high : 20;
    Part tail;
};
