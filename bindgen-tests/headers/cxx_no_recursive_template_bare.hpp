// bindgen-flags: --no-recursive-allowlist --allowlist-type 'Packet|Header|Sized' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone)] pub struct Buffer { pub bytes: [u64; 2] }' -- -x c++ -std=c++17
// With `--no-recursive-allowlist` a class template the allowlists do not
// name is not emitted, and upstream spells its uses by the bare template
// name, without arguments (`Buffer`): the user defines `Buffer` as fits
// (here by a raw line).
// An allowlisted template (`Sized`) keeps its arguments.
template <typename T>
struct Buffer {
    T *data;
    unsigned long length;
};

template <typename T>
struct Sized {
    T value;
};

struct Header {
    int version;
};

struct Packet {
    Buffer<char> payload;
    Buffer<int> *checksums;
    Sized<short> tag;
    Header header;
};
