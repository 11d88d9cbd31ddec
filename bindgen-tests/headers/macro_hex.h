// Object-like macros holding hexadecimal integers.
#define MASK_LOW 0xff
#define FLAG_BIT 0x80000000
#define BIG_HEX 0x1234567890
