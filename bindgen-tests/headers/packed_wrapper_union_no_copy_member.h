// bindgen-flags: --opaque-type 'grip_word|grip_tag' --no-copy 'grip_word|grip_tag_t'
// A union holding what is not `Copy` (here a record `--no-copy` names, by
// value, in an array or through a typedef, or a typedef it names) is a
// struct of `__BindgenUnionField`s, so its `repr(align)` blob member keeps
// neither it nor its packed holder from being laid out, as upstream.
struct grip_word { long long w; };
typedef struct grip_word grip_alias;
struct grip_tag { long long t; };
typedef struct grip_tag grip_tag_t;

#pragma pack(1)
struct grip_frame {
    char tag;
    union { struct grip_word w; int i; } body;
    union grip_pair { grip_alias pair[2]; short s; } named;
    union { grip_tag_t t; char c; } label;
    short tail;
};
#pragma pack()
