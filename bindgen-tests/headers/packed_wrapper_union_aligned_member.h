// bindgen-flags: --opaque-type 'wide_word' --disable-untagged-union
// Without untagged unions a union is a struct of `__BindgenUnionField`s
// (`PhantomData`) over plain storage, so it may hold a `repr(align)` blob
// and still sit in, or be, a packed record: upstream keeps the layout.
struct wide_word { long long w; };

#pragma pack(1)
struct frame_hdr {
    char tag;
    union { struct wide_word w; int i; } body;
    union frame_named { struct wide_word pair[2]; short s; } named;
    short tail;
};
#pragma pack()

#pragma pack(2)
union frame_loose { struct wide_word w; char c; };
#pragma pack()
struct frame_holder { char a; union frame_loose l; };
