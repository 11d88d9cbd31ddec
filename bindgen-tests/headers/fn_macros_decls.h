// bindgen-flags: --generate-fn-macros
// Function-like macros that use the declarations: integer typedefs in
// casts, sizes and alignments of records, enumeration constants.
typedef unsigned short word16;
typedef long long wide_t;
struct packet {
    int kind;
    long stamp;
    char tag[3];
};
typedef struct packet packet_t;
enum mode { MODE_OFF, MODE_LOW = 4, MODE_HIGH = 9 };

#define SWAP16(x) ((word16)((((x) >> 8) & 0xff) | (((x) & 0xff) << 8)))
#define WIDEN(x) ((wide_t)(x) * 1000)
#define PACKETS(n) ((n) * sizeof(struct packet))
#define PACKET_PAD(n) ((n) % _Alignof(packet_t))
#define IS_HIGH(m) ((m) == MODE_HIGH)
#define MODE_SCALE(m) ((m) * MODE_LOW + MODE_OFF)
