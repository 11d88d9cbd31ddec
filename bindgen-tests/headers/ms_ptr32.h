// bindgen-flags: -- -fms-extensions
// MS `__ptr32`/`__ptr64` pointers (`-fms-extensions`) whose width is not the
// target's are integer blobs of their size, as upstream emits them: on a
// 64-bit target a `__ptr32` is a `u32`, on a 32-bit one a `__ptr64` is an
// 8-aligned 8-byte blob. Pointers of the target's width stay pointers.
struct handles {
    int * __ptr32 small;
    int * __ptr64 wide;
    char * __ptr32 * __ptr64 nested;
    int after;
};

int * __ptr32 narrow_result(int * __ptr64 p);
int * __ptr64 wide_result(int * __ptr32 p);

typedef void * __ptr32 handle32;
extern handle32 current_handle;
