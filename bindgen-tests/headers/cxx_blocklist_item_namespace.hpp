// bindgen-flags: --blocklist-item 'audio::codecs' -- -x c++ -std=c++17
// The item blocklist naming a namespace by its path leaves out everything
// declared in it, as upstream does: its classes, functions and variables,
// and the namespaces inside it.
namespace audio {
struct Sample {
    short left;
    short right;
};
namespace codecs {
struct Frame {
    int length;
};
int decode(const Frame *frame);
extern int quality;
namespace lossless {
struct Block {
    long bits;
};
}
}
int mix(Sample a, Sample b);
}
