// bindgen-flags: --dynamic-loading Codec --allowlist-function 'codec::.*' --allowlist-function 'codec_version'
// --dynamic-loading with allowlists on C++ input: the allowlisted free
// functions (namespaced ones by their mangled name) are the library's
// members; classes they use come along, and their methods stay ordinary
// `extern` declarations.

namespace codec {
class Frame {
public:
  int width();
  int height;
};
Frame *decode(const unsigned char *data, unsigned long len);
void release(Frame *frame);
int encode(const Frame &frame, unsigned char *out);
namespace detail {
int checksum(const Frame *frame);
}
} // namespace codec

extern "C" int codec_version(void);
int codec_unused(void);
