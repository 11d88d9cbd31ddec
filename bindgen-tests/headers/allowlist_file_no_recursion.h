// bindgen-flags: --allowlist-file .*allowlist_file_no_recursion\.h --no-recursive-allowlist --raw-line "pub type off_t = i64;" --raw-line "pub type remote_size = ::std::os::raw::c_long;" --raw-line "#[repr(C)] pub struct remote { _unused: [u8; 0] }" --raw-line "pub type remote_t = remote;"
// --allowlist-file without recursion (as openssl-sys uses it): everything
// declared in the allowlisted file is emitted, including the nested and
// anonymous records and enums of its structs, and nothing else, not even the
// types its items use (here supplied by --raw-line, as a crate would import
// them from libc). Records that use such types derive nothing.
#include <sys/types.h>
#include "include/allowlist_elsewhere.h"

struct channel {
    int fd;
    union { int raw; unsigned char bytes[4]; } addr;
    struct { off_t start; off_t end; } range;
    union {
        struct { short lo, hi; } halves;
        long whole;
    } tag;
    enum { CHANNEL_IDLE, CHANNEL_BUSY } state;
    struct remote *peer;
};
struct plain { int a; struct { int b; } nested; };
typedef off_t channel_offset;
off_t channel_seek(struct channel *c, off_t to, remote_size hint);
struct remote *channel_peer(const struct channel *c);
extern remote_t *last_peer;
