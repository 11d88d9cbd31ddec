// bindgen-flags: --disable-untagged-union
// A union emitted as a struct of `__BindgenUnionField`s keeps the packing
// of its native form (`packed` / `packed(N)`), as upstream emits it.
#pragma pack(push, 2)
union reg_pair { char tag; long word; };
union reg_short { char tag; short half; };
#pragma pack(pop)
union __attribute__((packed)) wire_value { unsigned char kind; unsigned int code; };
struct frame { char start; union wire_value v; union reg_pair r; };
