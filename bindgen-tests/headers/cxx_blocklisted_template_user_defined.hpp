// bindgen-flags: --blocklist-type 'mz::RefPtr' --blocklist-type 'mz::Tag' --blocklist-type 'mz::Pool' --blocklist-type 'mz::Fixed' --raw-line '#[repr(C)] pub struct mz_RefPtr<T> { pub ptr: *mut T }' --raw-line '#[repr(C)] pub struct mz_Tag<T> { pub id: ::std::os::raw::c_int, pub _kind: ::std::marker::PhantomData<T> }' --raw-line '#[repr(C)] pub struct mz_Pool<T, A> { pub items: *mut T, pub count: ::std::os::raw::c_uint, pub _alloc: ::std::marker::PhantomData<A> }'
// A blocklisted class template is the user's to define: every use spells
// it with all the type parameters the C++ declares, in order (`mz_Tag<T>`
// although no member uses `T`; `mz_Pool<T, A>` with the default argument;
// `mz_RefPtr<T>` although it is only declared), as upstream does. One with
// a value parameter (`Fixed<int, 3>`) has no Rust spelling: a blob.
namespace mz {
template <typename T> class RefPtr;
template <typename T> class Tag {
public:
  int id;
};
template <typename T, typename A = int> class Pool {
public:
  T *items;
  unsigned count;
};
template <typename T, int N> class Fixed {
public:
  T values[N];
};

class Node;
class Doc {
public:
  int version;
};

class Holder {
public:
  RefPtr<Node> *node;
  Tag<Doc> doc_tag;
  Tag<Node> node_tag;
  Pool<Doc> docs;
  Fixed<int, 3> triple;
};

template <typename U> class Labeled {
public:
  Tag<U> label;
  RefPtr<U> *target;
};

// A base instantiating a blocklisted template is left out as a blocklisted
// class base is: its bytes are padding, as upstream.
class TaggedDoc : public Tag<Doc> {
public:
  int pages;
};

typedef RefPtr<Doc> DocRef;
Holder make_holder(Tag<Doc> tag, RefPtr<Node> *node);
}
