// bindgen-flags: -- -x objective-c
// C types in method signatures (function pointers, decaying arrays, struct
// pointers, complex and long double), a category and a generic subclass
// adopting protocols, protocol refinement.
@protocol P
- (void)p;
@end
@protocol Q <P>
- (void)q;
@end
@interface Base <Q>
@end
@interface Base (Cat) <P>
- (void)cat;
@end
@interface Gen<T> : Base <P>
- (T)get;
@end
@interface Leaf : Gen<Base *>
- (void (*)(int))fnptr;
- (int *)ints:(const int *)in count:(unsigned long)n;
- (void)arr:(int[4])a;
- (struct Outer { int a; } *)outer;
- (float _Complex)cplx;
- (long double)ld;
- (unsigned long long)ull:(short)s;
@end
