// bindgen-flags: --opaque-type Sealed.* -- -x c++ -std=c++17
// Blobs named by --opaque-type derive `Copy` even for classes C++ cannot
// copy trivially. What holds one by value, as a member or a base, is not
// `Copy` when the blob's class declares a destructor itself, as upstream
// decides; it is when only a base or a member of the blob has one, and an
// array of such blobs is `Copy` either way.
struct Resource {
    ~Resource();
    int fd;
};

struct SealedOwn {
    ~SealedOwn();
    int id;
};

struct SealedBase : Resource {
    int id;
};

struct SealedMember {
    Resource res;
    int id;
};

struct HoldsOwn {
    SealedOwn own;
};

struct HoldsOwnArray {
    SealedOwn own[2];
};

struct ExtendsOwn : SealedOwn {
    int extra;
};

struct HoldsBase {
    SealedBase base;
};

struct ExtendsBase : SealedBase {
    int extra;
};

struct HoldsMember {
    SealedMember member[3];
};
