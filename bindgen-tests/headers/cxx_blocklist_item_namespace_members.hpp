// bindgen-flags: --blocklist-item 'vendor|vendor::Named' --with-derive-hash --with-derive-partialeq --with-derive-eq --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)] pub struct vendor_Handle { pub fd: ::std::os::raw::c_int }' --raw-line 'pub type vendor_Port = ::std::os::raw::c_ushort;' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone, PartialEq)] pub struct vendor_Gauge { pub level: f32 }' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)] pub struct vendor_Gauge_Needle { pub angle: ::std::os::raw::c_short }' --raw-line '#[repr(C)] #[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)] pub struct vendor_detail_Slot { pub index: ::std::os::raw::c_long }' --raw-line '#[repr(C)] pub struct vendor_Named { pub id: ::std::os::raw::c_int }' -- -x c++ -std=c++17
// A namespace the item blocklist names goes with everything in it: its
// classes' methods and static members too. Its types are not blocklisted
// ones, though: a class holding one derives what the type's members allow
// (a float takes `Hash` and `Eq`). One the blocklist names by its own path
// is blocklisted: its holder derives nothing.
// (The `--raw-line`s define them, as the user would.)
namespace vendor {
struct Handle {
    int fd;
    void close();
    static int open_count();
    static int limit;
};
struct Gauge {
    float level;
    struct Needle {
        short angle;
        void turn(int by);
    };
};
typedef unsigned short Port;
struct Named {
    int id;
    void rename();
};
namespace detail {
struct Slot {
    long index;
    void clear();
};
}
}

struct Session {
    vendor::Handle handle;
    vendor::Port port;
};

struct Dial {
    vendor::Gauge gauge;
    vendor::Gauge::Needle needle;
};

struct Pool {
    vendor::detail::Slot slots[2];
};

struct Registry {
    vendor::Named first;
};
