// bindgen-flags: --new-type-alias-deref 'str_|uword|flag' --new-type-alias small
// Bitfields whose type is a typedef emitted as a newtype struct (directly
// or through another typedef) convert to and from the newtype.
typedef char str;
typedef unsigned int uword;
typedef uword word_again;
typedef _Bool flag;
typedef short small;
typedef int plain_int;
struct fields {
    str a : 5;
    uword b : 3;
    word_again c : 4;
    flag d : 1;
    small e : 7;
    plain_int f : 3;
};
