// bindgen-flags: --opaque-type 'tall_word' --no-derive-copy
// Under `--no-derive-copy` a union is a struct of `__BindgenUnionField`s
// (`PhantomData`) over plain storage, so it may hold a `repr(align)` blob
// and still sit in, or be, a packed record: upstream keeps the layout.
struct tall_word { long long w; };

#pragma pack(1)
struct shelf_hdr {
    char tag;
    union { struct tall_word w; int i; } body;
    union shelf_named { struct tall_word pair[2]; short s; } named;
    short tail;
};
#pragma pack()

#pragma pack(2)
union shelf_loose { struct tall_word w; char c; };
#pragma pack()
struct shelf_holder { char a; union shelf_loose l; };
